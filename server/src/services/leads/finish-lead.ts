/**
 * Ending the held lead (docs/rules/claiming.md#d5.5, docs/rules/claiming.md): Finish (valid) and Invalid Number as
 * before, or an outcome: No Answer and Call Back Later leave it waiting to be served again, Not
 * Interested and Do Not Contact end it. Each counts as a pick today, starts the delay and is an audit
 * entry. A number made invalid meanwhile stays invalid: invalid is one-way. A lead that went back to
 * the pool (released by a supervisor or expired, docs/rules/operations.md#d9.3, docs/rules/operations.md#d9.4) is refused with the picker's
 * message. One call of `finish_lead` (server/src/db/sql/finish-lead.sql).
 */
import { sql } from 'drizzle-orm';
import {
  CALLBACK_IN_PAST,
  CALLBACK_MAX_DAYS,
  CALLBACK_TOO_FAR,
  type CallbackFor,
  type CompleteTaskInput,
  type CompleteTaskResult,
  HOLD_NOTHING,
  type RecordedOutcome,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { VerifiedClaims } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../deps';
import { type HandBackRefusal, handBackRefused } from './hand-back-refusal';
import type { RentalRecord } from './rental-view';
import { toRental } from './rental-view';

type FinishOutcome =
  | HandBackRefusal
  | {
      refusal?: undefined;
      rental: RentalRecord;
      wait_seconds: number;
      outcome: RecordedOutcome | null;
      attempts: number;
      due_at: string | null;
      max_attempts: number;
      retry_minutes: number;
      callback_for: CallbackFor | null;
    };

const DAY_MS = 86_400_000;

/** A callback's time, checked against the server's clock: ahead of now, within the bound. */
function callbackTime(input: CompleteTaskInput, now: Date): Date | null {
  if (input.outcome !== 'callback' || !input.callbackAt) return null;
  const at = new Date(input.callbackAt);
  const refuse = (message: string) => badRequest(message, [{ path: 'callbackAt', message }]);
  if (at.getTime() <= now.getTime()) throw refuse(CALLBACK_IN_PAST);
  if (at.getTime() > now.getTime() + CALLBACK_MAX_DAYS * DAY_MS) throw refuse(CALLBACK_TOO_FAR);
  return at;
}

/**
 * The picker is its access token's claims: `finish_lead` checks the account is still active and the
 * token not ended by a password reset. One statement: its events follow its commit.
 */
export async function finishLead(
  { db, now: clock, events }: ServiceDeps,
  picker: Pick<VerifiedClaims, '_id' | 'iat'>,
  input: CompleteTaskInput,
): Promise<CompleteTaskResult> {
  const now = clock();
  const callbackAt = callbackTime(input, now);
  // One statement; finish_lead writes the webhooks' outbox rows itself (docs/rules/integrations.md#d15.9).
  const row = await firstRow<{ finished: FinishOutcome | null }>(
    db,
    sql`SELECT finish_lead(${picker._id}, ${picker.iat ?? 0}::bigint,
      ${input.number_status ?? input.outcome}::text, ${now}::timestamptz, ${callbackAt}::timestamptz,
      ${input.callbackFor !== 'anyone'}, ${input.note || null}::text) AS finished`,
  );
  const finished = row?.finished;
  if (!finished) throw notFound(HOLD_NOTHING);
  if (finished.refusal !== undefined) throw handBackRefused(finished, picker._id, events);
  events.emit('leadFinished', { pickerId: picker._id });
  return {
    rental: toRental(finished.rental, 'picker'),
    waitSeconds: finished.wait_seconds,
    outcome: finished.outcome,
    attempts: finished.attempts,
    dueAt: finished.due_at === null ? null : new Date(finished.due_at).toISOString(),
    maxAttempts: finished.max_attempts,
    retryMinutes: finished.retry_minutes,
    callbackFor: finished.callback_for,
  };
}
