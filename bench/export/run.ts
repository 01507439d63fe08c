/**
 * Export benchmark (`npm run bench:export`; build the host page first with `npm run build`, or point
 * RL_DIST_DIR at a build made elsewhere). Seeds BENCH_LEADS leads (default 100,000) into a fresh PGlite
 * folder, or a throwaway database when DATABASE_URL is set, and starts the real server on it in a
 * process of its own, whose memory is then the server's alone. Then:
 *
 * - in Chromium, the super-admin opens All Leads with every lead in range, clicks Download and waits
 *   for the saved file: click→file seconds, the longest main-thread long task after the click, how
 *   the progress moved, and the server's RSS before and at its peak. Targets: 100,000 rows in ≤ 5 s on
 *   PGlite, no long task over 200 ms. Skipped above 200,000 leads unless BENCH_BROWSER=1: a browser
 *   takes minutes to write a file of a million rows.
 * - in Chromium too, Bypass Rentals hands 10,000 pool leads to an admin as a file (bypass.ts).
 * - over HTTP from here, the same export read as fast as it comes, then by a client that stops reading
 *   for a while (the server must wait for it, not buffer the rest): time and the server's peak RSS.
 *
 * BENCH_DATA_DIR keeps the seeded PGlite folder and reuses it on the next run (a million leads take
 * minutes to seed).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { read as readXlsx } from 'xlsx';
import { rentals } from '../../server/src/db/schema';
import { launchBrowser, newPage } from '../../tests/e2e/support/browser';
import { SUPER_ADMIN } from '../bench-app';
import { fmt } from '../leads/measure';
import { seedLeads, seedOrg } from '../leads/seed';
import {
  pgliteTarget,
  postgresTarget,
  type ServerProcess,
  startServerProcess,
  type Target,
} from '../targets';
import { bypassInBrowser } from './bypass';
import { signIn } from './sign-in';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const IN_BROWSER =
  process.env.BENCH_BROWSER === '1' || (process.env.BENCH_BROWSER !== '0' && LEADS <= 200_000);
const DIST_DIR = resolve(process.env.RL_DIST_DIR ?? 'dist');
const EXPORT_PATH = '/api/v1/rental/getAllRentalsByCreator/export';
const MB = 1024 * 1024;

/** Seeds the leads unless the folder holds them already; answers the first and last creation instants. */
async function seeded(target: Target): Promise<{ first: Date; last: Date }> {
  const database = await target.open();
  try {
    const [{ n }] = (await database.db.select({ n: count() }).from(rentals)) as [{ n: number }];
    if (n === 0) {
      const started = performance.now();
      await seedOrg(database.db);
      await seedLeads(database.db, LEADS, new Date(), (done) =>
        process.stdout.write(`\r${target.name}: seeded ${done.toLocaleString('en-US')}`),
      );
      console.log(` leads in ${fmt((performance.now() - started) / 1000)} s`);
    } else if (n !== LEADS) {
      throw new Error(`${target.dataDir} holds ${n} leads, not BENCH_LEADS=${LEADS}: use another folder`);
    } else console.log(`${target.name}: reusing ${n.toLocaleString('en-US')} leads`);
    const result = (await database.db.execute(
      sql`SELECT min(created_at)::text AS first, max(created_at)::text AS last FROM rentals`,
    )) as unknown as { rows: { first: string; last: string }[] };
    const { first, last } = result.rows[0]!;
    return { first: new Date(first), last: new Date(last) };
  } finally {
    await database.close();
  }
}

/** A process's memory as Linux counts it (/proc): resident now and the peak since `resetPeak`. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts the peak (VmHWM) again from the current RSS. */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** Samples the RSS every 20 ms while `work` runs; the kernel's own peak is read as well, as the sample may miss it. */
async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; before: number; peak: number }> {
  await resetPeak(pid);
  const { rss: before } = await memoryOf(pid);
  let sampled = before;
  const timer = setInterval(async () => {
    sampled = Math.max(sampled, (await memoryOf(pid)).rss);
  }, 20);
  try {
    const value = await work();
    const { peak } = await memoryOf(pid);
    return { value, before, peak: Math.max(peak, sampled) };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${fmt(bytes / MB)} MB`;

/** A Panama calendar day (UTC−5), as the date inputs take it. */
const panamaDay = (at: Date) => new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

async function inBrowser(server: ServerProcess, range: { first: Date; last: Date }): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(`${DIST_DIR} is missing: run \`npm run build\` first (or set RL_DIST_DIR)`);
  }
  const browser = await launchBrowser();
  try {
    const { page, context, errors } = await newPage(browser);
    // Every main-thread task over 50 ms, from the page's first moment.
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { rlLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await signIn(page, server.url);
    await page.goto(`${server.url}/#/super-admin/manage-by-creators`);
    // Every lead: fetched or not, any validity, every day from the first lead to the last.
    await page.getByLabel('Fetch state').selectOption({ label: 'All' });
    // The date fields are typed as the element's language writes days: month first in English.
    const typed = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    await page.getByLabel('Start date', { exact: true }).fill(typed(panamaDay(range.first)));
    await page.getByLabel('End date', { exact: true }).fill(typed(panamaDay(range.last)));
    await page.getByLabel('End date', { exact: true }).press('Tab');
    await page.waitForLoadState('networkidle');
    await page.getByRole('table').getByRole('row').nth(1).waitFor();

    const progress: { text: string; at: number }[] = [];
    const { value, before, peak } = await withPeakRss(server.process.pid!, async () => {
      // Found first: the query is not part of what the click costs the page.
      const button = await page.getByRole('button', { name: 'Download' }).elementHandle();
      const clickedAt = await page.evaluate(() => performance.now());
      const started = performance.now();
      const since = () => (performance.now() - started) / 1000;
      const saved = page.waitForEvent('download', { timeout: 600_000 });
      let done = false;
      void saved.finally(() => {
        done = true;
      });
      await button!.click();
      // How the progress moves, sampled from here every 250 ms until the file comes. A plain CSS
      // query: a role query walks the page's accessibility tree, a long task of its own.
      const bar = page.locator('[role="progressbar"]');
      while (!done) {
        const text = await bar.getAttribute('aria-valuetext', { timeout: 250 }).catch(() => null);
        if (text !== null && text !== progress.at(-1)?.text) progress.push({ text, at: since() });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const download = await saved;
      const path = await download.path();
      const seconds = since();
      return { seconds, path, name: download.suggestedFilename(), clickedAt };
    });
    const tasks = await page.evaluate(
      () => (window as unknown as { rlLongTasks: { start: number; duration: number }[] }).rlLongTasks,
    );
    const after = tasks.filter((task) => task.start >= value.clickedAt);
    const longest = Math.max(0, ...after.map((task) => task.duration));
    const building = progress.find((step) => step.text.startsWith('Preparing'))?.at;
    const fetching = progress.filter((step) => /^[\d,]+ of/.test(step.text));
    const stalls = fetching.slice(1).map((step, i) => step.at - fetching[i]!.at);
    const book = readXlsx(await readFile(value.path), { sheetRows: 1 });
    const dimension = book.Sheets[book.SheetNames[0]!]?.['!fullref'] ?? '?';
    console.log(`Chromium, All Leads → Download of ${LEADS.toLocaleString('en-US')} leads:`);
    console.log(
      `  click → file saved: ${fmt(value.seconds)} s (${value.name}, sheet ${book.SheetNames.join(', ')} ${dimension})`,
    );
    console.log(
      `  every row received and converted after ${fmt(building ?? Number.NaN)} s, then the file written`,
    );
    console.log(
      `  main-thread long tasks after the click: ${after.length}, the longest ${fmt(longest)} ms (${after.map((task) => `+${fmt((task.start - value.clickedAt) / 1000)} s: ${fmt(task.duration)} ms`).join(', ')})`,
    );
    console.log(
      `  progress (sampled every 250 ms): ${fetching.length} counts while rows came, at most ${fmt(Math.max(0, ...stalls))} s apart; ${progress
        .map((step) => step.text)
        .slice(0, 3)
        .join(' · ')} … ${progress
        .map((step) => step.text)
        .slice(-2)
        .join(' · ')}`,
    );
    console.log(`  server RSS: ${mb(before)} before, ${mb(peak)} at its peak (+${mb(peak - before)})`);
    if (errors.length > 0) console.log(`  page errors: ${errors.join('; ')}`);
    await bypassInBrowser(browser, server.url);
  } finally {
    await browser.close();
  }
}

/** Logs in over HTTP: the super-admin's access token. */
async function tokenOf(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SUPER_ADMIN),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Reads the export to its end, waiting `stallMs` after the first chunk; answers the rows and bytes read. */
async function readExport(
  server: ServerProcess,
  token: string,
  stallMs: number,
): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(`${server.url}${EXPORT_PATH}`, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  const reader = response.body!.getReader();
  let lines = 0;
  let bytes = 0;
  for (let first = true; ; first = false) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 0x0a) lines += 1;
    if (first && stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs));
  }
  return { rows: lines - 2, bytes };
}

async function overHttp(server: ServerProcess): Promise<void> {
  const token = await tokenOf(server);
  const pid = server.process.pid!;
  // Twice: the first read also fills the database's caches, which stay; the second shows what a read costs.
  for (const pass of ['read as it comes', 'read as it comes again']) {
    const fast = await withPeakRss(pid, async () => {
      const started = performance.now();
      return { ...(await readExport(server, token, 0)), seconds: (performance.now() - started) / 1000 };
    });
    console.log(
      `HTTP, ${pass}: ${fast.value.rows.toLocaleString('en-US')} rows (${mb(fast.value.bytes)}) in ${fmt(fast.value.seconds)} s; server RSS ${mb(fast.before)} before, ${mb(fast.peak)} at its peak (+${mb(fast.peak - fast.before)})`,
    );
  }
  const stalled = await withPeakRss(pid, () => readExport(server, token, 5_000));
  console.log(
    `HTTP, a client that stops reading for 5 s: server RSS ${mb(stalled.before)} before, ${mb(stalled.peak)} at its peak (+${mb(stalled.peak - stalled.before)})`,
  );
}

async function bench(target: Target): Promise<void> {
  const range = await seeded(target);
  const server = await startServerProcess(target, { distDir: DIST_DIR, superAdmin: SUPER_ADMIN });
  try {
    console.log(
      `\n${target.name}, ${LEADS.toLocaleString('en-US')} leads; server RSS at rest ${mb((await memoryOf(server.process.pid!)).rss)}`,
    );
    if (IN_BROWSER) await inBrowser(server, range);
    else console.log('Chromium: skipped above 200,000 leads (BENCH_BROWSER=1 runs it)');
    await overHttp(server);
  } finally {
    await server.stop();
  }
}

const target = process.env.DATABASE_URL
  ? await postgresTarget(process.env.DATABASE_URL, 'rl-bench-export')
  : await pgliteTarget('rl-bench-export');
try {
  await bench(target);
} finally {
  await target.cleanUp();
}
