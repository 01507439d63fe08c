/**
 * Where a picker's Collect screen stands when it opens (docs/rules/claiming.md#d5.12), read without claiming: a reload
 * or a new sign-in shows the held lead, the pause and the delay the claim would otherwise only tell
 * by refusing. The held lead is the claim's (its lead with no finish date), unless its hold is older
 * than `releaseAfter`: that one the picker's next claim or finish releases (docs/rules/operations.md#d9.4), so it is not
 * shown as held. The delay runs from the last Finish or return, as in `claim_lead`.
 */
import { sql } from 'drizzle-orm';
import type { PickerDesk } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { Deps } from '../deps';
import { findRental } from './rental-view';

interface DeskTimes {
  paused_until: string | null;
  wait_until: string | null;
}

export async function pickerDesk(
  { db, now: clock }: Deps<'db' | 'now'>,
  pickerId: string,
): Promise<PickerDesk> {
  const now = clock();
  const rental = await findRental(
    db,
    sql`r.fetcher_id = ${pickerId} AND r.finished_date IS NULL AND NOT r.is_finished
      AND NOT EXISTS (SELECT 1 FROM settings st WHERE st.id = 1 AND st.release_after > 0
        AND r.fetched_at < ${now}::timestamptz - st.release_after * interval '1 minute')`,
    'picker',
  );
  const times = await firstRow<DeskTimes>(
    db,
    sql`SELECT
      CASE WHEN st.is_hold_enabled AND st.hold_enabled_at <= ${now}::timestamptz
        AND ${now}::timestamptz < st.hold_enabled_at + st.hold_time * interval '1 minute'
        THEN st.hold_enabled_at + st.hold_time * interval '1 minute' END AS paused_until,
      CASE WHEN st.is_delay_enabled THEN greatest(
        (SELECT finished_date FROM rentals WHERE fetcher_id = ${pickerId} AND finished_date IS NOT NULL
          ORDER BY finished_date DESC LIMIT 1),
        (SELECT returned_at FROM lead_returns WHERE picker_id = ${pickerId} ORDER BY returned_at DESC LIMIT 1))
        + st.delay_time * interval '1 second' END AS wait_until
      FROM settings st WHERE st.id = 1`,
  );
  const waitUntil = times?.wait_until ? new Date(times.wait_until).getTime() : 0;
  return {
    rental: rental ?? null,
    pausedUntil: times?.paused_until ? new Date(times.paused_until).toISOString() : null,
    waitSeconds: Math.max(0, Math.ceil((waitUntil - now.getTime()) / 1000)),
  };
}
