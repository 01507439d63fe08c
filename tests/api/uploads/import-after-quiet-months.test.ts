/**
 * An import two months after the last (docs/rules/leads.md#d5.14): the planner's statistics saw only
 * leads older than the 60 days a likely duplicate is looked for in, all of one creation time, as an
 * import's leads are. Expecting a handful of leads made since, the planner read every lead made since
 * for each row checked (4,000 rows: 37 s instead of 1). Each row's check reads the likely key's index
 * whatever the statistics say; how long an import takes is bench/'s to measure, so the guard is the plan.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowChecks } from '../../../server/src/services/uploads/insert-leads';
import { LIKELY_DUPLICATE_ROW, pathTo, type UploadResult, uploadsApi } from '../../../src/contract';
import {
  goodRow,
  HEADER,
  manualClock,
  nextNumber,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
  upload,
  xlsxOf,
} from '../support';

const BULK = pathTo(uploadsApi.importLeads);
const DAY = 86_400_000;
const clock = manualClock();

let server: TestServer;
let root: Staff;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  root = await superAdminOf(server);
});

afterAll(() => server?.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.app.db.execute(query)) as unknown as { rows: T[] }).rows;

async function importRows(rows: string[][]): Promise<UploadResult> {
  // A token of the clock's time: the clock moves on by months.
  const answer = await upload(server, BULK, tokenOf(server, root), xlsxOf([HEADER, ...rows]), 'leads.xlsx');
  expect(answer.status).toBe(200);
  return answer.body.data as UploadResult;
}

/** A row of a new number and post with the rent and address of `number`'s row. */
const likeRowOf = (number: string) => {
  const row = goodRow(nextNumber());
  row[5] = goodRow(number)[5]!;
  return row;
};

/** The plan of the checks an import's part runs on its rows, as EXPLAIN prints it. */
async function planOfChecks(): Promise<string> {
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN WITH u AS (
        SELECT ('+1555' || g)::text AS number, ('post-' || g)::text AS post_key, '$750'::text AS rent,
          ('Calle ' || g || ', Panama')::text AS address
        FROM generate_series(1, 1000) g),
      ${rowChecks(clock.now())}
      SELECT number FROM likely`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const first = Array.from({ length: 300 }, () => nextNumber());

it('checks each row of an import months after the last through the likely key’s index', async () => {
  expect((await importRows(first.map((number) => goodRow(number)))).inserted).toBe(300);
  await server.app.db.execute(sql`ANALYZE rentals`);
  const [seen] = await rowsOf<{ times: string }>(
    sql`SELECT most_common_vals::text AS times FROM pg_stats WHERE tablename = 'rentals' AND attname = 'created_at'`,
  );
  expect(seen?.times).toContain(clock.now().toISOString().slice(0, 10));

  clock.advance(61 * DAY);
  const plan = await planOfChecks();
  expect(plan).toContain('rentals_likely_idx');
  expect(plan).not.toContain('rentals_created_idx');
});

it('still skips a likely duplicate made within 60 days, and not one made before', async () => {
  const recent = nextNumber();
  const second = await importRows([goodRow(recent), likeRowOf(first[0]!)]);
  expect(second).toEqual({ inserted: 2, skipped: [] });

  clock.advance(DAY);
  const third = await importRows([likeRowOf(recent), likeRowOf(first[1]!)]);
  expect(third.inserted).toBe(1);
  expect(third.skipped).toMatchObject([
    { row: 2, reason: LIKELY_DUPLICATE_ROW, address: goodRow(recent)[5] },
  ]);
});
