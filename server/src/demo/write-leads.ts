/**
 * Writes the planned leads in one statement, one array parameter per column through unnest (as
 * imports do, services/leads/lead-insert.ts): the search rows follow from the triggers on
 * `rentals`, and "fetched" and "finished" follow from the fetcher and the finish date.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LEAD_COLUMN_LIST, leadArrays } from '../services/leads/lead-insert';
import type { LeadPlan } from './history';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One text[] parameter of every lead's value. */
export const column = <T>(rows: T[], pick: (row: T) => string | null): SQL =>
  sql`${sql.param(rows.map(pick))}::text[]`;

export async function writeLeads(db: Db, leads: LeadPlan[]): Promise<void> {
  const c = (pick: (lead: LeadPlan) => string | null) => column(leads, pick);
  await db.execute(sql`
    INSERT INTO rentals (id, ${LEAD_COLUMN_LIST}, client_email, number_status, source, creator_id, creator_admin_id,
      creator_leader_id, fetcher_id, fetcher_admin_id, fetcher_leader_id, is_fetched, is_finished, fetched_at,
      finished_date, rand, created_at, updated_at)
    SELECT id, ${LEAD_COLUMN_LIST}, email, status, source, creator, creator_admin, creator_leader, picker,
      picker_admin, picker_leader, picker IS NOT NULL, finished IS NOT NULL, fetched::timestamptz,
      finished::timestamptz, rand::float8, created::timestamptz, updated::timestamptz
    FROM unnest(${leadArrays(leads.map((l) => l.text))}, ${c((l) => l.id)}, ${c((l) => l.clientEmail)},
      ${c((l) => l.status)}, ${c((l) => l.source)}, ${c((l) => l.creator?.id ?? null)},
      ${c((l) => l.creator?.adminId ?? null)}, ${c((l) => l.creator?.teamLeaderId ?? null)},
      ${c((l) => l.picker?.id ?? null)}, ${c((l) => l.picker?.adminId ?? null)},
      ${c((l) => l.picker?.teamLeaderId ?? null)}, ${c((l) => iso(l.fetchedAt))}, ${c((l) => iso(l.finishedAt))},
      ${c((l) => String(l.rand))}, ${c((l) => iso(l.createdAt))}, ${c((l) => iso(l.updatedAt))})
      AS u(${LEAD_COLUMN_LIST}, id, email, status, source, creator, creator_admin, creator_leader, picker,
        picker_admin, picker_leader, fetched, finished, rand, created, updated)`);
}
