/**
 * A picker's picks today, how it judged them, its total and its limit (docs/rules/counts.md). The
 * picks today are the reports' kept counters, as the claim's daily limit counts them (docs/rules/claiming.md#d5.5): a
 * No Answer or a callback that leaves the lead waiting is a pick too, though the lead is no longer the
 * picker's.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_PICKER_LIMIT, type PickerCounts } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { panamaToday } from '../../lib/panama-day';
import type { Deps } from '../deps';

export async function pickerCounts({ db, now }: Deps<'db' | 'now'>, pickerId: string): Promise<PickerCounts> {
  const today = sql`finished_date >= ${panamaToday(now()).from}`;
  const counts = await firstRow<PickerCounts>(
    db,
    sql`SELECT
      (SELECT coalesce(sum(leads_finished), 0)::int FROM report_days WHERE person_id = ${pickerId}
        AND side = 'pickers' AND day = report_day(${panamaToday(now()).from}::timestamptz)) AS "todayCount",
      count(*) FILTER (WHERE ${today} AND number_status = 'valid')::int AS "todayValidCount",
      count(*) FILTER (WHERE ${today} AND number_status = 'invalid')::int AS "todayInvalidCount",
      count(*)::int AS "totalCount",
      (SELECT coalesce(pick_limit, ${DEFAULT_PICKER_LIMIT}::int) FROM users WHERE id = ${pickerId}) AS "limit"
    FROM rentals WHERE fetcher_id = ${pickerId} AND is_finished`,
  );
  return counts!;
}
