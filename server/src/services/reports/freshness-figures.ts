/**
 * A report's freshness (docs/rules/reports.md#d11.8): of the leads entered in the range's Panama days, in the
 * caller's reach, how many were called, the median minutes from entry to first call
 * (docs/rules/claiming.md#d5.27) and the share called within 'Fresh for (hours)': by the day they were
 * entered, in all, per creator and per picker (the picker who holds or ended the lead now). Read from
 * the leads at each report, on their creation date's index.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FreshnessFigures, FreshnessReport, ReportSide } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, rowsOf } from '../../db/raw-rows';
import { panamaDayEnd, panamaDayStart } from '../../lib/panama-day';
import type { ReportRange } from './report-range';
import type { Reach } from './report-scope';

interface FiguresRow {
  key: string | null;
  name: string | null;
  leads: number;
  called: number;
  median: number | null;
  fresh: number;
}

/** The leads a side of the reach holds: those its creators made, or those its pickers took. */
function leadsIn(reach: Reach, sides: ReportSide[]): SQL {
  if (reach.by === 'everyone') return sql`true`;
  const of = (who: 'creator' | 'fetcher') =>
    sql.raw(`r.${who}_${reach.by === 'admin' ? 'admin_id' : 'leader_id'}`);
  const parts = [
    sides.includes('creators') ? sql`${of('creator')} = ${reach.id}` : null,
    sides.includes('pickers') ? sql`${of('fetcher')} = ${reach.id}` : null,
  ].filter((part) => part !== null);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

const figures = (row: FiguresRow | undefined): FreshnessFigures => ({
  leads: row?.leads ?? 0,
  called: row?.called ?? 0,
  medianMinutes: row?.median ?? null,
  freshShare: row && row.leads > 0 ? row.fresh / row.leads : null,
});

export async function freshnessFigures(
  db: Db,
  reach: Reach,
  sides: ReportSide[],
  range: ReportRange,
): Promise<FreshnessReport> {
  const { hours } = (await firstRow<{ hours: number }>(
    db,
    sql`SELECT fresh_hours AS hours FROM settings WHERE id = 1`,
  ))!;
  const leads = sql`SELECT r.creator_id, r.fetcher_id, report_day(r.created_at)::text AS day,
      extract(epoch FROM r.first_called_at - r.created_at) / 60 AS minutes,
      r.first_called_at < r.created_at + ${hours}::int * interval '1 hour' AS fresh
    FROM rentals r
    WHERE r.created_at >= ${panamaDayStart(range.startDate)}::timestamptz
      AND r.created_at < ${panamaDayEnd(range.endDate)}::timestamptz AND ${leadsIn(reach, sides)}`;
  // Whole minutes, as the reports' other medians (docs/rules/reports.md#d11.4).
  const grouped = (key: SQL, join: SQL = sql``, name: SQL = sql`NULL`) =>
    rowsOf<FiguresRow>(
      db,
      sql`SELECT ${key} AS key, ${name} AS name, count(*)::int AS leads, count(l.minutes)::int AS called,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY floor(l.minutes)) AS median,
          count(*) FILTER (WHERE l.fresh)::int AS fresh
        FROM (${leads}) l ${join} GROUP BY 1, 2 ORDER BY 2, 1`,
    );
  const [days, totals, creators, pickers] = await Promise.all([
    grouped(sql`l.day`),
    grouped(sql`'all'`),
    sides.includes('creators')
      ? grouped(sql`u.id`, sql`JOIN users u ON u.id = l.creator_id`, sql`u.name`)
      : [],
    sides.includes('pickers')
      ? grouped(sql`u.id`, sql`JOIN users u ON u.id = l.fetcher_id`, sql`u.name`)
      : [],
  ]);
  const byDay = new Map(days.map((row) => [row.key, row]));
  const person = (row: FiguresRow) => ({ _id: row.key!, name: row.name!, ...figures(row) });
  return {
    freshHours: hours,
    days: range.days.map((day) => ({ day, ...figures(byDay.get(day)) })),
    totals: figures(totals[0]),
    creators: creators.map(person),
    pickers: pickers.map(person),
  };
}
