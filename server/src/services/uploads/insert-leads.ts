/**
 * Inserts an import's leads in ONE statement: one array parameter per column through unnest, and
 * ON CONFLICT (number) DO NOTHING, so a number already in the database, or saved by someone else
 * while the import runs, is left out instead of failing the rest. Being one statement, it is all or
 * nothing (rule D5: the import of the valid rows is one transaction).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { RentalSource } from '../../db/schema';
import type { UploadLead } from './check-rows';

/** Who the imported leads belong to: the uploader, or nobody (upload for use). */
export interface LeadOwner {
  source: RentalSource;
  creatorId: string | null;
  creatorAdminId: string | null;
  creatorLeaderId: string | null;
}

const column = (leads: UploadLead[], pick: (lead: UploadLead) => string | null) =>
  sql`${sql.param(leads.map(pick))}::text[]`;

/** The numbers actually inserted. */
export async function insertLeads(
  db: Db,
  leads: UploadLead[],
  owner: LeadOwner,
  now: Date,
): Promise<Set<string>> {
  if (leads.length === 0) return new Set();
  const rows = await rowsOf<{ number: string }>(
    db,
    sql`INSERT INTO rentals (facebook_name, client_name, number, rent, house_apt_details, address, post_link,
        ss_link, source, creator_id, creator_admin_id, creator_leader_id, created_at, updated_at)
      SELECT f, c, n, r, h, a, p, s, ${owner.source}, ${owner.creatorId}, ${owner.creatorAdminId},
        ${owner.creatorLeaderId}, ${now}, ${now}
      FROM unnest(${column(leads, (l) => l.facebook_name)}, ${column(leads, (l) => l.client_name)},
        ${column(leads, (l) => l.number)}, ${column(leads, (l) => l.rent)},
        ${column(leads, (l) => l.houseApt_details)}, ${column(leads, (l) => l.address)},
        ${column(leads, (l) => l.post_link)}, ${column(leads, (l) => l.ss_link || null)}) AS u(f, c, n, r, h, a, p, s)
      ON CONFLICT (number) DO NOTHING
      RETURNING number`,
  );
  return new Set(rows.map((row) => row.number));
}
