/** A picker's finished leads today (its picks, rule D4), how it judged them, its total and its limit (docs/rules/counts.md). */
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
      count(*) FILTER (WHERE ${today})::int AS "todayCount",
      count(*) FILTER (WHERE ${today} AND number_status = 'valid')::int AS "todayValidCount",
      count(*) FILTER (WHERE ${today} AND number_status = 'invalid')::int AS "todayInvalidCount",
      count(*)::int AS "totalCount",
      (SELECT coalesce(pick_limit, ${DEFAULT_PICKER_LIMIT}::int) FROM users WHERE id = ${pickerId}) AS "limit"
    FROM rentals WHERE fetcher_id = ${pickerId} AND is_finished`,
  );
  return counts!;
}
