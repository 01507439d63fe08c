/**
 * A report's creators (docs/rules/reports.md#d11.4): the scope's creators now, and anyone else with figures in the
 * range, each with its leads made, how many of them are invalid now and the deals closed on them.
 */
import { sql } from 'drizzle-orm';
import type { CreatorReportRow } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { ReportRange } from './report-range';
import { countersIn, type Reach, staffIn } from './report-scope';

type CreatorRecord = Omit<CreatorReportRow, 'invalidRate'>;

export async function creatorRows(db: Db, reach: Reach, range: ReportRange): Promise<CreatorReportRow[]> {
  const records = await rowsOf<CreatorRecord>(
    db,
    sql`WITH figures AS (
        SELECT d.person_id, sum(d.leads_created)::int AS created, sum(d.leads_invalid)::int AS invalid,
          sum(d.deals_in_process + d.deals_done + d.deals_failed)::int AS deals
        FROM report_days d
        WHERE d.side = 'creators' AND d.day BETWEEN ${range.startDate}::date AND ${range.endDate}::date
          AND ${countersIn(reach, 'd')}
        GROUP BY d.person_id),
      people AS (
        SELECT u.id FROM users u WHERE u.role = 'data-creator' AND NOT u.is_deleted AND ${staffIn(reach, 'u')}
        UNION SELECT person_id FROM figures WHERE created <> 0 OR invalid <> 0 OR deals <> 0)
      SELECT u.id AS "_id", u.name, coalesce(f.created, 0) AS "leadsCreated",
        coalesce(f.invalid, 0) AS "leadsInvalid", coalesce(f.deals, 0) AS deals
      FROM people p JOIN users u ON u.id = p.id LEFT JOIN figures f ON f.person_id = u.id
      ORDER BY u.name, u.id`,
  );
  return records.map((row) => ({
    ...row,
    invalidRate: row.leadsCreated === 0 ? null : row.leadsInvalid / row.leadsCreated,
  }));
}
