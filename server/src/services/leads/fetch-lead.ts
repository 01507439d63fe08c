/**
 * The fetch rules (decisions D5): the held lead comes back as it is; otherwise the daily limit, the
 * admin's cap, the hold window and the delay may refuse (429 with the reason and when to retry);
 * otherwise one lead is claimed. Everything runs in one transaction behind the picker's lock.
 */
import { sql } from 'drizzle-orm';
import type { FetchRentalResult } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { type HttpError, notFound, tooMany, unauthorized } from '../../lib/http-error';
import { panamaToday } from '../../lib/panama-day';
import { SESSION_EXPIRED, type SessionUser } from '../../plugins/auth';
import { claimLead } from './claim-lead';
import { type FetchState, lockPickerAndAdmin, readFetchState } from './fetch-state';
import { findRental } from './rental-view';

export const POOL_EMPTY = 'No rental is available right now';
export const ON_HOLD = 'Fetching is on hold';

const MINUTE_MS = 60_000;
const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/** The end of the hold window when `now` is inside it: [holdEnabledAt, holdEnabledAt + holdTime minutes). */
function holdEnds(state: FetchState, now: Date): Date | undefined {
  if (!state.is_hold_enabled || state.hold_enabled_at === null) return undefined;
  const start = new Date(state.hold_enabled_at);
  const end = new Date(start.getTime() + state.hold_time * MINUTE_MS);
  return start <= now && now < end ? end : undefined;
}

/** When the delay after the last finish is over, if it is still running. */
function delayEnds(state: FetchState, now: Date): Date | undefined {
  if (!state.is_delay_enabled || state.last_finish === null) return undefined;
  const end = new Date(new Date(state.last_finish).getTime() + state.delay_time * 1000);
  return now < end ? end : undefined;
}

function refusal(state: FetchState, now: Date): HttpError | undefined {
  const midnight = panamaToday(now).before;
  if (state.today_picked >= state.pick_limit) {
    const message = `You have reached your daily limit of ${state.pick_limit} rentals`;
    return tooMany(message, secondsBetween(now, midnight), 'daily-limit');
  }
  if (state.admin_limit !== null && state.admin_taken >= state.admin_limit) {
    return tooMany(
      "Your team has reached today's limit of rentals",
      secondsBetween(now, midnight),
      'admin-limit',
    );
  }
  const hold = holdEnds(state, now);
  if (hold) return tooMany(ON_HOLD, secondsBetween(now, hold), 'hold');
  const delay = delayEnds(state, now);
  if (delay) {
    const wait = Math.ceil(secondsBetween(now, delay));
    return tooMany(`Please wait ${wait} seconds before fetching another rental`, wait, 'delay');
  }
  return undefined;
}

export function fetchLead(db: Db, picker: SessionUser, now: Date): Promise<FetchRentalResult> {
  const todayFrom = panamaToday(now).from;
  return db.transaction(async (tx) => {
    // Also taken on PGlite, where the transaction alone already runs by itself: one code path, and the
    // measured cost there is about 2% of a fetch.
    await lockPickerAndAdmin(tx, picker);
    const state = await readFetchState(tx, picker, todayFrom);
    // Deleted between signing the request in and taking the lock: the delete released its lead.
    if (state.is_deleted) throw unauthorized(SESSION_EXPIRED);
    const pace = {
      delayTime: state.delay_time,
      isDelayEnabled: state.is_delay_enabled,
      todayPicked: state.today_picked,
      limit: state.pick_limit,
    };
    if (state.held_id !== null) {
      return { rental: (await findRental(tx, sql`r.id = ${state.held_id}`))!, ...pace };
    }
    const refused = refusal(state, now);
    if (refused) throw refused;
    const rental = await claimLead(
      tx,
      picker,
      { leadsType: state.leads_type, todayFrom, draw: Math.random() },
      now,
    );
    if (!rental) throw notFound(POOL_EMPTY, 'pool-empty');
    return { rental, ...pace };
  });
}
