/**
 * Inserts an import's leads in ONE statement: one array parameter per column through unnest, and
 * ON CONFLICT (number) DO NOTHING, so a number already in the database, or saved by someone else
 * while the import runs, is left out instead of failing the rest. The leads belong to the import's
 * `batch`, hidden until it is published (rule D5.7).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { RentalSource } from '../../db/schema';
import { LEAD_COLUMN_LIST, leadArrays } from '../leads/lead-insert';
import type { UploadLead } from './check-rows';

/** Who the imported leads belong to: the uploader, or nobody (upload for use). */
export interface LeadOwner {
  source: RentalSource;
  creatorId: string | null;
  creatorAdminId: string | null;
  creatorLeaderId: string | null;
}

/** The numbers actually inserted. */
export async function insertLeads(
  db: Db,
  leads: UploadLead[],
  owner: LeadOwner,
  now: Date,
  batch: string,
): Promise<Set<string>> {
  if (leads.length === 0) return new Set();
  const rows = await rowsOf<{ number: string }>(
    db,
    sql`INSERT INTO rentals (${LEAD_COLUMN_LIST}, source, creator_id, creator_admin_id, creator_leader_id,
        created_at, updated_at, import_id)
      SELECT u.*, ${owner.source}, ${owner.creatorId}, ${owner.creatorAdminId}, ${owner.creatorLeaderId}, ${now}, ${now},
        ${batch}
      FROM unnest(${leadArrays(leads)}) AS u
      ON CONFLICT (number) DO NOTHING
      RETURNING number`,
  );
  return new Set(rows.map((row) => row.number));
}
