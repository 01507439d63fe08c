/**
 * Finishing the held lead (rule D5, docs/rules/claiming.md): it counts as a pick today and starts the
 * delay. A number made invalid meanwhile stays invalid: invalid is one-way. One call of `finish_lead`
 * (server/src/db/sql/finish-lead.sql).
 */
import { sql } from 'drizzle-orm';
import {
  type CompleteTaskResult,
  HOLD_NOTHING,
  type NumberStatus,
  SESSION_EXPIRED,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { notFound, unauthorized } from '../../lib/http-error';
import { type RentalRecord, toRental } from './rental-view';

/** The picker's id comes from its access token: `finish_lead` checks the account is still active. */
export async function finishLead(
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
