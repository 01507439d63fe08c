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
import { firstRow } from '../../db/raw-rows';
import type { VerifiedClaims } from '../../lib/caller';
import { conflict, notFound, unauthorized } from '../../lib/http-error';
import type { ServiceDeps } from '../deps';
import { type RentalRecord, toRental } from './rental-view';

type FinishOutcome =
  | { refusal: 'ended' }
  | { refusal: 'released'; reason: ReleaseReason; number: string; after_minutes: number | null }
  | { refusal?: undefined; rental: RentalRecord; wait_seconds: number };

/**
 * The picker is its access token's claims: `finish_lead` checks the account is still active and the
 * token not ended by a password reset. One statement: its events follow its commit.
 */
export async function finishLead(
  { db, now: clock, events }: ServiceDeps,
  picker: Pick<VerifiedClaims, '_id' | 'iat'>,
  status: NumberStatus,
): Promise<CompleteTaskResult> {
  const now = clock();
  const row = await firstRow<{ finished: FinishOutcome | null }>(
    db,
    sql`SELECT finish_lead(${picker._id}, ${picker.iat ?? 0}::bigint, ${status}, ${now}::timestamptz) AS finished`,
  );
  const finished = row?.finished;
  if (!finished) throw notFound(HOLD_NOTHING);
  if (finished.refusal === 'ended') throw unauthorized(SESSION_EXPIRED);
  if (finished.refusal === 'released') {
    // This very finish may have returned the expired hold (rule D9.4); a supervisor's release was
    // told when it was made. Told twice, a board only reads itself once more.
    if (finished.reason === 'expired')
      events.emit('leadReleased', { pickerId: picker._id, reason: 'expired', inAnswer: true });
    const message = leadReleasedMessage(
      finished.number,
      finished.reason,
      finished.after_minutes ?? undefined,
    );
    throw conflict(message, LEAD_RELEASED);
  }
  events.emit('leadFinished', { pickerId: picker._id });
  return { rental: toRental(finished.rental), waitSeconds: finished.wait_seconds };
}
