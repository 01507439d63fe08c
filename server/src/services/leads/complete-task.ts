/**
 * Finishing the held lead (decisions D5): it counts as a pick today and starts the delay. A number
 * made invalid meanwhile stays invalid: invalid is one-way.
 */
import { sql } from 'drizzle-orm';
import type { CompleteTaskResult, NumberStatus } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { RENTAL_COLUMNS, type RentalRecord, toRental } from './rental-view';
import { firstRow } from './sql-rows';

export const HOLD_NOTHING = 'You hold no rental';

export async function completeTask(
  db: Db,
  pickerId: string,
  status: NumberStatus,
  now: Date,
): Promise<CompleteTaskResult> {
  const row = await firstRow<RentalRecord & { wait_seconds: number }>(
    db,
    sql`WITH r AS (
      UPDATE rentals SET is_finished = true, finished_date = ${now}, updated_at = ${now},
        number_status = CASE WHEN number_status = 'invalid' THEN 'invalid' ELSE ${status} END
      WHERE fetcher_id = ${pickerId} AND is_fetched AND NOT is_finished
      RETURNING *)
    SELECT ${RENTAL_COLUMNS},
      (SELECT CASE WHEN is_delay_enabled THEN delay_time ELSE 0 END FROM settings WHERE id = 1) AS wait_seconds
    FROM r`,
  );
  if (!row) throw notFound(HOLD_NOTHING);
  return { rental: toRental(row), waitSeconds: row.wait_seconds };
}
