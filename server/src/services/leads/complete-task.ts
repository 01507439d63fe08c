/**
 * Finishing the held lead (decisions D5): it counts as a pick today and starts the delay. A number
 * made invalid meanwhile stays invalid: invalid is one-way. One call of `finish_lead` (migration 0004).
 */
import { sql } from 'drizzle-orm';
import { type CompleteTaskResult, type NumberStatus, SESSION_EXPIRED } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { notFound, unauthorized } from '../../lib/http-error';
import { type RentalRecord, toRental } from './rental-view';
import { firstRow } from './sql-rows';

export const HOLD_NOTHING = 'You hold no rental';

/** The picker's id comes from its access token: `finish_lead` checks the account is still active. */
export async function completeTask(
  db: Db,
  pickerId: string,
  status: NumberStatus,
  now: Date,
): Promise<CompleteTaskResult> {
  const row = await firstRow<{
    finished: { refusal?: 'deleted'; rental: RentalRecord; wait_seconds: number } | null;
  }>(db, sql`SELECT finish_lead(${pickerId}, ${status}, ${now}::timestamptz) AS finished`);
  const finished = row?.finished;
  if (finished?.refusal) throw unauthorized(SESSION_EXPIRED);
  if (!finished) throw notFound(HOLD_NOTHING);
  return { rental: toRental(finished.rental), waitSeconds: finished.wait_seconds };
}
