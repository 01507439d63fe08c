/**
 * Finishing the held lead (rule D5, docs/rules/claiming.md): it counts as a pick today and starts the
 * delay. A number made invalid meanwhile stays invalid: invalid is one-way. A lead that went back to
 * the pool (released by a supervisor or expired, rules D9.3 and D9.4) is refused with the picker's
 * message. One call of `finish_lead` (server/src/db/sql/finish-lead.sql).
 */
import { sql } from 'drizzle-orm';
import {
  type CompleteTaskResult,
  HOLD_NOTHING,
  LEAD_RELEASED,
  leadReleasedMessage,
  type NumberStatus,
  type ReleaseReason,
  SESSION_EXPIRED,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { conflict, notFound, unauthorized } from '../../lib/http-error';
import { type RentalRecord, toRental } from './rental-view';

type FinishOutcome =
  | { refusal: 'deleted' }
  | { refusal: 'released'; reason: ReleaseReason; number: string; after_minutes: number | null }
  | { refusal?: undefined; rental: RentalRecord; wait_seconds: number };

/** The picker's id comes from its access token: `finish_lead` checks the account is still active. */
export async function finishLead(
  db: Db,
  pickerId: string,
  status: NumberStatus,
  now: Date,
): Promise<CompleteTaskResult> {
  const row = await firstRow<{ finished: FinishOutcome | null }>(
    db,
    sql`SELECT finish_lead(${pickerId}, ${status}, ${now}::timestamptz) AS finished`,
  );
  const finished = row?.finished;
  if (!finished) throw notFound(HOLD_NOTHING);
  if (finished.refusal === 'deleted') throw unauthorized(SESSION_EXPIRED);
  if (finished.refusal === 'released') {
    const message = leadReleasedMessage(
      finished.number,
      finished.reason,
      finished.after_minutes ?? undefined,
    );
    throw conflict(message, LEAD_RELEASED);
  }
  return { rental: toRental(finished.rental), waitSeconds: finished.wait_seconds };
}
