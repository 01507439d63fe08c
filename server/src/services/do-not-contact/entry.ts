/** A do-not-contact row as the API answers it (docs/rules/do-not-contact.md#d5.13): who added it by its current name. */
import { sql } from 'drizzle-orm';
import type { DoNotContactEntry, SystemReasonCode } from '../../../../src/contract';
import { iso } from '../../db/raw-rows';

/** A row of `ENTRY_COLUMNS`, read from `do_not_contact d JOIN users u ON u.id = d.added_by_id`. */
export interface EntryRecord {
  id: string;
  number: string;
  reason: string;
  reason_code: SystemReasonCode | null;
  added_by_id: string;
  added_by_name: string;
  added_at: string | Date;
}

export const ENTRY_COLUMNS = sql`d.id, d.number, d.reason, d.reason_code, d.added_by_id, u.name AS added_by_name, d.added_at`;

export const toEntry = (row: EntryRecord): DoNotContactEntry => ({
  _id: row.id,
  number: row.number,
  reason: row.reason,
  reasonCode: row.reason_code,
  addedBy: { _id: row.added_by_id, name: row.added_by_name },
  addedAt: iso(row.added_at),
});
