/**
 * The picker came back from a call (docs/rules/claiming.md#d5.24): the return's time on the server's clock, and the
 * outcome it chose in 'How did the call go?' when it chose one. A return is told once. An outcome needs the lead
 * still held by the picker, since Collect ends the lead with it next; a return alone is recorded whatever became of
 * the lead meanwhile.
 */
import { sql } from 'drizzle-orm';
import {
  CALL_LEAD_NOT_HELD,
  CALL_NOT_FOUND,
  CALL_RETURNED,
  type CallRecord,
  type ReturnCallInput,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { CALL_COLUMNS, type CallRow, toCallRecord } from './call-record';

interface CallState {
  returned: boolean;
  held: boolean;
}

export async function returnFromCall(
  { db, now }: Deps<'db' | 'now'>,
  picker: Pick<Caller, '_id'>,
  callId: string,
  input: ReturnCallInput,
): Promise<CallRecord> {
  const outcome = input.outcome ?? null;
  const row = await firstRow<CallRow>(
    db,
    sql`WITH returned AS (
      UPDATE call_log c SET returned_at = ${now()}::timestamptz, outcome = ${outcome}::text
      WHERE c.id = ${callId} AND c.picker_id = ${picker._id} AND c.returned_at IS NULL
        AND (${outcome}::text IS NULL OR EXISTS (SELECT 1 FROM rentals r WHERE r.id = c.rental_id
          AND r.fetcher_id = ${picker._id} AND r.is_fetched AND NOT r.is_finished))
      RETURNING *)
    SELECT ${sql.raw(CALL_COLUMNS)} FROM returned c JOIN users p ON p.id = c.picker_id`,
  );
  if (row) return toCallRecord(row);
  const state = await firstRow<CallState>(
    db,
    sql`SELECT c.returned_at IS NOT NULL AS returned,
        coalesce(r.fetcher_id = c.picker_id AND r.is_fetched AND NOT r.is_finished, false) AS held
      FROM call_log c JOIN rentals r ON r.id = c.rental_id
      WHERE c.id = ${callId} AND c.picker_id = ${picker._id}`,
  );
  if (!state) throw notFound(CALL_NOT_FOUND);
  if (state.returned) throw conflict(CALL_RETURNED);
  throw conflict(CALL_LEAD_NOT_HELD);
}
