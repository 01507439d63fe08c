/**
 * A picker hands its held lead back unworked with a reason (docs/rules/claiming.md#d5.5): back at once for others, not
 * for this picker again today, within the day's skip limit (429 `skip-limit` until Panama midnight).
 * One call of `skip_lead` (server/src/db/sql/skip-lead.sql).
 */
import { sql } from 'drizzle-orm';
import {
  HOLD_NOTHING,
  SKIP_LIMIT,
  type SkipInput,
  type SkipResult,
  skipLimitReached,
} from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { VerifiedClaims } from '../../lib/caller';
import { notFound, tooMany } from '../../lib/http-error';
import { panamaToday } from '../../lib/panama-day';
import type { ServiceDeps } from '../deps';
import { type HandBackRefusal, handBackRefused } from './hand-back-refusal';
import { type RentalRecord, toRental } from './rental-view';

type SkipOutcome =
  | HandBackRefusal
  | { refusal: 'skip-limit'; skip_limit: number }
  | {
      refusal?: undefined;
      rental: RentalRecord;
      skips_today: number;
      skip_limit: number;
      wait_seconds: number;
    };

export async function skipLead(
  { db, now: clock, events }: ServiceDeps,
  picker: Pick<VerifiedClaims, '_id' | 'iat'>,
  input: SkipInput,
): Promise<SkipResult> {
  const now = clock();
  const today = panamaToday(now);
  const row = await firstRow<{ skipped: SkipOutcome | null }>(
    db,
    sql`SELECT skip_lead(${picker._id}, ${picker.iat ?? 0}::bigint, ${input.reason}::text,
      ${input.note || null}::text, ${now}::timestamptz, ${today.from}::timestamptz) AS skipped`,
  );
  const skipped = row?.skipped;
  if (!skipped) throw notFound(HOLD_NOTHING);
  if (skipped.refusal === 'skip-limit') {
    const untilMidnight = (today.before.getTime() - now.getTime()) / 1000;
    throw tooMany(skipLimitReached(skipped.skip_limit), untilMidnight, SKIP_LIMIT);
  }
  if (skipped.refusal !== undefined) throw handBackRefused(skipped, picker._id, events);
  // The hold ended, as after a finish: the picker's board changes.
  events.emit('leadFinished', { pickerId: picker._id });
  return {
    rental: toRental(skipped.rental, 'picker'),
    skipsToday: skipped.skips_today,
    skipLimit: skipped.skip_limit,
    waitSeconds: skipped.wait_seconds,
  };
}
