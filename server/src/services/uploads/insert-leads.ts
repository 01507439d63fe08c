/**
 * Inserts an import's leads in ONE statement: one array parameter per column through unnest, and
 * ON CONFLICT (number) DO NOTHING, so a number already in the database, or saved by someone else
 * while the import runs, is left out instead of failing the rest. A number on the do-not-contact list
 * is left out too (rule D5.13), read under the lead writers' lock so that none listed meanwhile slips
 * in. The leads belong to the import's `batch`, hidden until it is published (rule D5.7).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { RentalSource } from '../../db/schema';
import { lockForLeadWrites } from '../do-not-contact/listed';
import { LEAD_COLUMN_LIST, leadArrays } from '../leads/lead-insert';
import type { UploadLead } from './check-rows';

/** Who the imported leads belong to: the uploader, or nobody (upload for use). */
export interface LeadOwner {
  source: RentalSource;
  creatorId: string | null;
  creatorAdminId: string | null;
  creatorLeaderId: string | null;
}

/** The numbers inserted, and those left out for being on the do-not-contact list. */
export interface InsertedLeads {
  inserted: Set<string>;
  listed: Set<string>;
}

/** Run in the part's own transaction: the lock is held until it commits. */
export async function insertLeads(
  tx: Db,
  leads: UploadLead[],
  owner: LeadOwner,
  now: Date,
  batch: string,
): Promise<InsertedLeads> {
  if (leads.length === 0) return { inserted: new Set(), listed: new Set() };
  await lockForLeadWrites(tx);
  const rows = await rowsOf<{ number: string; listed: boolean }>(
    tx,
    sql`WITH u AS (SELECT * FROM unnest(${leadArrays(leads)}) AS u (${LEAD_COLUMN_LIST})),
      listed AS (SELECT d.number FROM do_not_contact d JOIN u ON u.number = d.number),
      added AS (
        INSERT INTO rentals (${LEAD_COLUMN_LIST}, source, creator_id, creator_admin_id, creator_leader_id,
          created_at, updated_at, import_id)
        SELECT u.*, ${owner.source}, ${owner.creatorId}, ${owner.creatorAdminId}, ${owner.creatorLeaderId},
          ${now}, ${now}, ${batch}
        FROM u WHERE u.number NOT IN (SELECT number FROM listed)
        ON CONFLICT (number) DO NOTHING
        RETURNING number)
      SELECT number, false AS listed FROM added UNION ALL SELECT number, true FROM listed`,
  );
  const numbers = (listed: boolean) =>
    new Set(rows.filter((row) => row.listed === listed).map((row) => row.number));
  return { inserted: numbers(false), listed: numbers(true) };
}
