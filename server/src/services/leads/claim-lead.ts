/**
 * The claim rules (docs/rules/leads.md#d5, docs/rules/claiming.md): the held lead comes back as it is;
 * otherwise the daily limit, the admin's cap, the hold window and the delay may refuse (429 with the
 * reason and when to retry); otherwise one lead is claimed. The rules and the claim run in the
 * database as one call of `claim_lead` (server/src/db/sql/claim-lead.sql), behind the picker's lock:
 * one atomic statement, plans kept.
 */
import { sql } from 'drizzle-orm';
import {
  CALLBACK_NOT_OPEN,
  type ClaimRefusal,
  type ClaimResult,
  DEFAULT_ADMIN_LIMIT,
  DEFAULT_PICKER_LIMIT,
  dailyLimitReached,
  HOLDING_ANOTHER,
  ON_HOLD,
  POOL_EMPTY,
  SESSION_EXPIRED,
  TEAM_LIMIT_REACHED,
  waitBeforeClaiming,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { VerifiedClaims } from '../../lib/caller';
import { conflict, type HttpError, notFound, tooMany, unauthorized } from '../../lib/http-error';
import { panamaToday } from '../../lib/panama-day';
import type { ServiceDeps } from '../deps';
import { type RentalRecord, toRental } from './rental-view';

/**
 * What `claim_lead` answers: a refusal code of the contract, 'ended' for an account or token gone, or,
 * opening a callback (docs/rules/claiming.md#d5.18), 'callback-gone' and 'holding'.
 */
type Refusal = 'ended' | ClaimRefusal | 'callback-gone' | 'holding';

interface ClaimOutcome {
  refusal: Refusal | null;
  /** When a hold or a delay ends. */
  retry_at: string | null;
  delay_time: number;
  is_delay_enabled: boolean;
  today_picked: number;
  pick_limit: number;
  rental: RentalRecord | null;
  /** The picker's own hold that expired and went back to the pool on this claim (docs/rules/operations.md#d9.4). */
  expired: string | null;
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

function refusalError(outcome: ClaimOutcome, now: Date): HttpError {
  const untilMidnight = secondsBetween(now, panamaToday(now).before);
  const untilRetry = outcome.retry_at === null ? 0 : secondsBetween(now, new Date(outcome.retry_at));
  switch (outcome.refusal) {
    case 'callback-gone':
      return notFound(CALLBACK_NOT_OPEN);
    case 'holding':
      return conflict(HOLDING_ANOTHER);
    case 'ended':
      // Deleted or its password reset since the token was signed, or deleted while this claim waited
      // for the lock: the delete released its lead.
      return unauthorized(SESSION_EXPIRED);
    case 'daily-limit':
      return tooMany(dailyLimitReached(outcome.pick_limit), untilMidnight, 'daily-limit');
    case 'admin-limit':
      return tooMany(TEAM_LIMIT_REACHED, untilMidnight, 'admin-limit');
    case 'hold':
      return tooMany(ON_HOLD, untilRetry, 'hold');
    case 'delay': {
      const wait = Math.ceil(untilRetry);
      return tooMany(waitBeforeClaiming(wait), wait, 'delay');
    }
    default:
      return notFound(POOL_EMPTY, 'pool-empty');
  }
}

/**
 * The picker is its access token's claims: `claim_lead` checks the account is still active and the
 * token not ended by a password reset. The picker's group's board hears of a lead claimed (docs/rules/operations.md#d9.2),
 * and of the picker's expired hold returned to the pool (`leadReleased`, docs/rules/operations.md#d9.4), even when the
 * claim itself was then refused. One statement: its events follow its commit. With `wanted`, the
 * claim takes that one of the picker's own due callbacks or nothing (docs/rules/claiming.md#d5.18).
 */
export async function claimLead(
  { db, now: clock, events }: ServiceDeps,
  picker: Pick<VerifiedClaims, '_id' | 'iat'>,
  wanted: string | null = null,
): Promise<ClaimResult> {
  const now = clock();
  // One statement; claim_lead writes the webhooks' outbox rows itself (docs/rules/integrations.md#d15.9).
  const row = await firstRow<{ outcome: ClaimOutcome }>(
    db,
    sql`SELECT claim_lead(${picker._id}, ${picker.iat ?? 0}::bigint, ${now}::timestamptz,
      ${panamaToday(now).from}::timestamptz, ${Math.random()}::float8, ${DEFAULT_PICKER_LIMIT}::int,
      ${DEFAULT_ADMIN_LIMIT}::int, ${wanted}::text) AS outcome`,
  );
  const outcome = row!.outcome;
  if (outcome.expired !== null)
    events.emit('leadReleased', { pickerId: picker._id, reason: 'expired', inAnswer: true });
  if (outcome.refusal === null) events.emit('boardChanged', { userId: picker._id });
  if (outcome.refusal !== null || outcome.rental === null) throw refusalError(outcome, now);
  return {
    rental: toRental(outcome.rental, 'picker'),
    delayTime: outcome.delay_time,
    isDelayEnabled: outcome.is_delay_enabled,
    todayPicked: outcome.today_picked,
    limit: outcome.pick_limit,
  };
}
