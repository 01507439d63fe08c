/** A call log row as the API answers it (docs/rules/claiming.md#d5.24): who called, how, when, for how long, what came of it. */
import type { CallChannel, CallOutcome, CallRecord } from '../../../../src/contract';
import { iso, isoOrNull } from '../../db/raw-rows';

export interface CallRow {
  id: string;
  rental_id: string;
  picker_id: string;
  picker_name: string;
  channel: CallChannel;
  started_at: string;
  returned_at: string | null;
  outcome: CallOutcome | null;
}

/** The columns a `CallRow` is read with, from `call_log c` joined to its picker `p`. */
export const CALL_COLUMNS =
  'c.id, c.rental_id, c.picker_id, p.name AS picker_name, c.channel, c.started_at, c.returned_at, c.outcome';

export const toCallRecord = (row: CallRow): CallRecord => {
  const startedAt = iso(row.started_at);
  const returnedAt = isoOrNull(row.returned_at);
  return {
    _id: row.id,
    rentalId: row.rental_id,
    picker: { _id: row.picker_id, name: row.picker_name },
    channel: row.channel,
    startedAt,
    returnedAt,
    durationSeconds:
      returnedAt === null ? null : Math.round((Date.parse(returnedAt) - Date.parse(startedAt)) / 1000),
    outcome: row.outcome,
  };
};
