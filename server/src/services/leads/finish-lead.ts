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
import type { VerifiedClaims } from '../../lib/caller';
import { conflict, notFound, unauthorized } from '../../lib/http-error';
import { type RentalRecord, toRental } from './rental-view';

type FinishOutcome =
  | { refusal: 'ended' }
  | { refusal: 'released'; reason: ReleaseReason; number: string; after_minutes: number | null }
  | { refusal?: undefined; rental: RentalRecord; wait_seconds: number };

/**
 * The picker is its access token's claims: `finish_lead` checks the account is still active and the
 * token not ended by a password reset.
 */
export async function finishLead(
  db: Db,
  picker: Pick<VerifiedClaims, '_id' | 'iat'>,
  status: NumberStatus,
  now: Date,
): Promise<CompleteTaskResult> {
  const row = await firstRow<{ finished: FinishOutcome | null }>(
    db,
    sql`SELECT finish_lead(${picker._id}, ${picker.iat ?? 0}::bigint, ${status}, ${now}::timestamptz) AS finished`,
  );
  const finished = row?.finished;
  if (!finished) throw notFound(HOLD_NOTHING);
  if (finished.refusal === 'ended') throw unauthorized(SESSION_EXPIRED);
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
