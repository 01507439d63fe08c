import { count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';
import { rentals, type UserRow, users } from '../../server/src/db/schema';
import { listLeads } from '../../server/src/services/lead-lists/list-leads';
import { checkedParts } from '../../server/src/services/uploads/check-rows';
import { readSheetRows } from '../../server/src/services/uploads/read-sheet';
import { DEFAULT_PHONE_COUNTRY, uploadsApi } from '../../src/contract';
import { type BenchApp, SUPER_ADMIN, startBenchApp } from '../bench-app';
import { pgliteTarget, postgresTarget, type Target } from '../targets';
import { createLatencies } from './create';
import { filterKinds, SCOPES } from './list-cases';
import { fmt, latencies, once, summary, time } from './measure';
import { loadOrg, type Org, seedLeads, seedOrg } from './seed';
import { asCsv, asXlsx, leadRows, uploadFile } from './upload';

/** The file read and its rows checked on this thread, as the upload thread does: what a preview adds to. */
function readOnly(bytes: Uint8Array, name: string): number {
  let rows = 0;
  for (const part of checkedParts(readSheetRows(Buffer.from(bytes), name), DEFAULT_PHONE_COUNTRY, [10_000]))
    rows += part.leads.length + part.skipped.length;
  return rows;
}

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const EXPORT_ROWS = 100_000;
/** Paging by page number reads every earlier row again on each page: measured on fewer rows. */
const OFFSET_ROWS = 20_000;
const IMPORT_ROWS = 50_000;
const IMPORT_REPEATS = 5_000;
/** BENCH_ONLY=imports: the three imports alone, without the list and paging figures. */
const ONLY_IMPORTS = process.env.BENCH_ONLY === 'imports';

/** Left in, each run's imports and creates would pile up the newest leads and skew the next run's lists. */
async function forget(db: Database['db'], target: Target, importedAt: Date): Promise<void> {
  if (!target.kept) return;
  await db.delete(rentals).where(gte(rentals.createdAt, importedAt));
  await db.execute(sql`VACUUM ANALYZE rentals, rental_search`);
}

/** Seeds the leads unless a kept folder already holds them. */
async function seeded(target: Target): Promise<Org> {
  const database = await target.open();
  try {
    const [{ n }] = (await database.db.select({ n: count() }).from(rentals)) as [{ n: number }];
    if (n >= LEADS) {
      console.log(`${target.name}: reusing ${n.toLocaleString('en-US')} leads`);
      return await loadOrg(database.db);
    }
    const started = performance.now();
    const org = await seedOrg(database.db);
    await seedLeads(database.db, LEADS, new Date(), (done) =>
      process.stdout.write(`\r${target.name}: seeded ${done}`),
    );
    console.log(
      `\n${target.name}: seeded ${LEADS.toLocaleString('en-US')} leads in ${fmt((performance.now() - started) / 1000)} s`,
    );
    return org;
  } finally {
    await database.close();
  }
}

/** Every scope's list pages under every filter, on the service's own HTTP stack (inject). */
async function listLatencies(
  app: BenchApp,
  target: Target,
  org: Org,
  root: UserRow,
  now: Date,
): Promise<void> {
  console.log(
    `\n${target.name}: list page latency, ms p50/p95 (20 rows, total included; ~ = estimated total)`,
  );
  const kinds = filterKinds(now);
  console.log(['scope'.padEnd(28), ...kinds.map(([kind]) => kind.padStart(14))].join(''));
  for (const scope of SCOPES) {
    const token = app.signAccessToken(scope.user(org, root));
    const cells: string[] = [];
    for (const [, query] of kinds) {
      const url = `/api/v1${scope.path}?${new URLSearchParams({ limit: '20', ...query })}`;
      let estimated = false;
      const timing = await time(async () => {
        const response = await app.inject({ url, headers: { authorization: token } });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        estimated = response.json().data.countInfo.estimated === true;
      });
      cells.push(`${estimated ? '~' : ''}${fmt(timing.p50)}/${fmt(timing.p95)}`.padStart(14));
    }
    console.log([scope.name.padEnd(28), ...cells].join(''));
  }
}

async function bench(target: Target): Promise<void> {
  const org = await seeded(target);
  const app = await startBenchApp(target);
  try {
    const [root] = await app.db.select().from(users).where(eq(users.email, SUPER_ADMIN.email));
    const now = new Date();

    if (!ONLY_IMPORTS) await listLatencies(app, target, org, root!, now);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const importedAt = new Date();
    const rootToken = app.signAccessToken(root!);
    const pageUrl = `${address}/api/v1/rental/getAllRentalsByCreator?limit=20`;
    await createLatencies(`${address}/api/v1`, app.signAccessToken(org.creators[0]!), target.name);
    const atRest = await latencies(pageUrl, rootToken, (ms) => ms.length >= 50);
    console.log(`\n${target.name}: a list page over HTTP at rest, ms p50/p99/max: ${summary(atRest)}`);
    const rows = IMPORT_ROWS.toLocaleString('en-US');
    // Each import takes fresh numbers: a file imported twice would only be skipped the second time.
    // The repeats file takes 5,000 numbers of the .xlsx imported just before it.
    let lastXlsx: string[][] = [];
    const xlsxOf = (rowsOf: string[][]) => {
      lastXlsx = rowsOf;
      return asXlsx(rowsOf);
    };
    const files: [label: string, bytes: () => Uint8Array, name: string][] = [
      [`${rows}-row .csv`, () => asCsv(leadRows(IMPORT_ROWS)), 'bench.csv'],
      [`${rows}-row .xlsx`, () => xlsxOf(leadRows(IMPORT_ROWS)), 'bench.xlsx'],
      [
        `${rows}-row .xlsx, ${IMPORT_REPEATS.toLocaleString('en-US')} numbers already saved`,
        () =>
          asXlsx(
            leadRows(
              IMPORT_ROWS,
              lastXlsx.slice(1).map((row) => row[2]!),
              IMPORT_REPEATS,
            ),
          ),
        'bench-repeats.xlsx',
      ],
    ];
    // PGlite's upkeep after imports (server/src/plugins/pglite-upkeep.ts) holds the one connection: each
    // run is printed with the step it overlapped, to tell its waits from the import's.
    let step = 'before the imports';
    app.events.on('upkeepRan', ({ trigger, seconds, steps = [] }) =>
      console.log(
        `${target.name}:   upkeep (${trigger}) ran ${fmt(seconds * 1000)} ms, ended during ${step}; its steps, ms: ${steps.map(({ step, ms }) => `${step} ${ms}`).join(', ')}`,
      ),
    );
    for (const [label, fileBytes, name] of files) {
      step = `the ${label} preview`;
      // docs/rules/uploads.md#d5.7: the preview reads and checks the file as the import does and looks its numbers up,
      // writing nothing; timed before the import, while its numbers are still free.
      const bytes = fileBytes();
      const read = await once(async () => readOnly(bytes, name));
      const previewed = await once(() =>
        uploadFile(`${address}/api/v1`, rootToken, bytes, name, uploadsApi.previewImport),
      );
      console.log(
        `${target.name}: ${label} read and checked in process: ${fmt(read.ms)} ms; preview over HTTP: ${fmt(previewed.ms)} ms (${previewed.value})`,
      );
      // The import's own time, then the same file's again (new numbers) while a closed loop of list
      // pages runs beside it: those pages are served first (docs/rules/uploads.md#d5.7), so that import takes longer.
      step = `the ${label} import`;
      const alone = await once(() => uploadFile(`${address}/api/v1`, rootToken, bytes, name));
      console.log(`${target.name}: ${label} import over HTTP: ${fmt(alone.ms)} ms (${alone.value})`);
      const busy = fileBytes();
      step = `the ${label} import beside list pages`;
      let importing = true;
      const during = latencies(pageUrl, rootToken, () => !importing);
      const imported = await once(() => uploadFile(`${address}/api/v1`, rootToken, busy, name));
      importing = false;
      console.log(
        `${target.name}:   again while list pages run: ${fmt(imported.ms)} ms (${imported.value}); a list page during it, ms p50/p99/max: ${summary(await during)}`,
      );
    }
    step = 'the steps after the imports';
    if (ONLY_IMPORTS) return await forget(app.db, target, importedAt);
    const miss = await time(() =>
      app.inject({
        url: '/api/v1/rental/getAllRentalsByCreator?search=zzqqxx',
        headers: { authorization: rootToken },
      }),
    );
    console.log(`${target.name}: search miss right after the import: ${fmt(miss.p50)}/${fmt(miss.p95)} ms`);

    const caller = { _id: root!.id, role: root!.role, assignFor: null, adminId: null };
    const byCursor = await once(async () => {
      let cursor: string | undefined;
      for (let read = 0; read < EXPORT_ROWS; read += 100) {
        cursor = (await listLeads({ db: app.db, now: () => now }, caller, 'created', { limit: 100, cursor }))
          .nextCursor;
      }
    });
    console.log(
      `${target.name}: paging ${EXPORT_ROWS.toLocaleString('en-US')} rows for an export, 100 a page by cursor (service side): ${fmt(byCursor.ms)} ms`,
    );
    const byPage = await once(async () => {
      for (let page = 1; page <= OFFSET_ROWS / 100; page++)
        await listLeads({ db: app.db, now: () => now }, caller, 'created', { page, limit: 100 });
    });
    console.log(
      `${target.name}: the first ${OFFSET_ROWS.toLocaleString('en-US')} of them by page number instead: ${fmt(byPage.ms)} ms`,
    );
    await forget(app.db, target, importedAt);
  } finally {
    await app.close();
  }
}

const targets = [await pgliteTarget('rl-bench')];
if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL, 'rl-bench'));
for (const target of targets) {
  try {
    await bench(target);
  } finally {
    await target.cleanUp();
  }
}
