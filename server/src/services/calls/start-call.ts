/**
 * Call or WhatsApp pressed on Collect (docs/rules/claiming.md#d5.24): a call log row for the lead the picker holds,
 * filed under the admin and leader the lead's hold carries; the first one is the lead's first call
 * (docs/rules/claiming.md#d5.27). A lead it held once and no longer holds is refused
 * plainly (409); one it never held reads as unknown (404), as a lead out of scope does (docs/rules/people.md#d4).
 */
import { sql } from 'drizzle-orm';
import {
  CALL_LEAD_NOT_HELD,
  type CallRecord,
  RENTAL_NOT_FOUND,
  type StartCallInput,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { CALL_COLUMNS, type CallRow, toCallRecord } from './call-record';
import { heldOnceBy } from './held-once';

export async function startCall(
  { db, now }: Deps<'db' | 'now'>,
  picker: Pick<Caller, '_id'>,
  rentalId: string,
  input: StartCallInput,
): Promise<CallRecord> {
  const row = await firstRow<CallRow>(
    db,
    sql`WITH started AS (
      INSERT INTO call_log (rental_id, picker_id, admin_id, leader_id, channel, started_at)
      SELECT r.id, r.fetcher_id, r.fetcher_admin_id, r.fetcher_leader_id, ${input.channel}, ${now()}::timestamptz
      FROM rentals r
      WHERE r.id = ${rentalId} AND r.fetcher_id = ${picker._id} AND r.is_fetched AND NOT r.is_finished
      RETURNING *),
    -- docs/rules/claiming.md#d5.27: the lead's first call, kept on the lead.
    first_call AS (
      UPDATE rentals SET first_called_at = s.started_at FROM started s
      WHERE rentals.id = s.rental_id AND rentals.first_called_at IS NULL)
    SELECT ${sql.raw(CALL_COLUMNS)} FROM started c JOIN users p ON p.id = c.picker_id`,
  );
  if (row) return toCallRecord(row);
  if (await heldOnceBy(db, picker._id, rentalId)) throw conflict(CALL_LEAD_NOT_HELD);
  throw notFound(RENTAL_NOT_FOUND);
}
