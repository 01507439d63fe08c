/**
 * The sweep of expired holds (docs/rules/operations.md#d9.4): every lead held longer than the setting `release_after`
 * (0: never) goes back to the pool, recorded as expired, and each is raised as `leadReleased` once
 * the sweep committed. The claim and the finish do the same for their own picker at once; this
 * catches the pickers who do neither.
 */
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/raw-rows';
import type { ReleasedLead } from '../../lib/events';
import type { ServiceDeps } from '../deps';
import { returnToPool } from './return-to-pool';

/**
 * Returns the expired holds to the pool and answers them. Several server processes may sweep at once:
 * each takes only the expired leads no one else has locked (SKIP LOCKED), so none waits for another
 * or releases a lead twice, and a lead being finished meanwhile is left to its finish.
 */
export async function expireHolds({ db, now: clock, events }: ServiceDeps): Promise<ReleasedLead[]> {
  const now = clock();
  const released = await db.transaction(async (tx) => {
    const setting = await firstRow<{ minutes: number }>(
      tx,
      sql`SELECT release_after AS minutes FROM settings WHERE id = 1`,
    );
    const minutes = setting?.minutes ?? 0;
    if (minutes <= 0) return [];
    const cutoff = new Date(now.getTime() - minutes * 60_000);
    // The held-since index's own predicate, so the sweep reads only the expired holds.
    const expired = sql`id IN (SELECT id FROM rentals WHERE is_fetched AND NOT is_finished
      AND fetched_at < ${cutoff} FOR UPDATE SKIP LOCKED)`;
    return returnToPool(tx, expired, { reason: 'expired', by: null, afterMinutes: minutes, now });
  });
  for (const lead of released) events.emit('leadReleased', { ...lead, inAnswer: false });
  return released;
}
