/**
 * 'My callbacks' (docs/rules/claiming.md#d5.18): the callbacks a picker keeps for itself (`callback_picker_id`), still
 * waiting for a serve, by due time, so the due ones come first. A callback for anyone of a team is the
 * team's, served by Fetch, and is not listed; one past its grace is still the picker's to open until a
 * teammate takes it. Each says when its grace ends, for Collect's alert (docs/rules/claiming.md#d5.29). Only the
 * caller's own: the scope is the query's.
 */
import { sql } from 'drizzle-orm';
import type { MyCallback } from '../../../../src/contract';
import { rowsOf } from '../../db/raw-rows';
import type { Deps } from '../deps';

/** The most listed at once: the earliest due, a callback being set one lead at a time (docs/rules/claiming.md#d5.18). */
const LISTED = 100;

interface CallbackRow {
  id: string;
  number: string;
  client_name: string | null;
  due_at: string | Date;
  due: boolean;
  late_at: string | Date;
  outcome_note: string | null;
  attempts: number;
}

export async function myCallbacks(
  { db, now: clock }: Deps<'db' | 'now'>,
  pickerId: string,
): Promise<MyCallback[]> {
  const now = clock();
  const rows = await rowsOf<CallbackRow>(
    db,
    sql`SELECT id, number, client_name, due_at, due_at <= ${now}::timestamptz AS due,
        due_at + (SELECT callback_grace_minutes FROM settings WHERE id = 1) * interval '1 minute' AS late_at,
        outcome_note, attempts
      FROM rentals WHERE callback_picker_id = ${pickerId} AND outcome = 'callback' AND due_at IS NOT NULL
        AND number_status IS DISTINCT FROM 'invalid'
      ORDER BY due_at, id LIMIT ${LISTED}`,
  );
  return rows.map((row) => ({
    _id: row.id,
    number: row.number,
    client_name: row.client_name,
    dueAt: new Date(row.due_at).toISOString(),
    due: row.due,
    lateAt: new Date(row.late_at).toISOString(),
    note: row.outcome_note,
    attempts: row.attempts,
  }));
}
