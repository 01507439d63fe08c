/**
 * `npm run bench:lighthouse [-- --runs N]`: Lighthouse's mobile performance (its default: simulated
 * Slow 4G and a four times slower CPU) of the login page and of Collect signed in as a data picker,
 * in Debian's Chromium (CHROME_PATH to use another), against the real server in its own process on a
 * fresh PGlite folder, serving the build in dist/ (RL_DIST_DIR: one made elsewhere), behind the TLS and
 * HTTP/2 front production puts before it (`--front none`: the server alone). It builds nothing: run
 * `npm run build` first.
 * Then Collect's second visit, painted from the host page's service worker (docs/rules/screens.md#d2.6).
 * Prints every run, then each page's median (`--report DIR` keeps each run's Lighthouse result;
 * `--pages login,collect,again` chooses the pages). Target: performance ≥ 95 on both pages' cold loads.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { LoginResult } from '../../src/contract';
import { AUTH_STORAGE_KEY } from '../../src/core/auth-store';
import { DISABLE_FEATURES, UNUSED_FEATURES } from '../../tests/e2e/support/browser';
import { BENCH_SUPER_ADMIN, makeWorker, signIn } from '../http-staff';
import { pgliteTarget, startServerProcess } from '../targets';
import { startTlsFront } from './tls-front';

const TARGET_SCORE = 95;
const DIST_DIR = resolve(process.env.RL_DIST_DIR ?? 'dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PICKER = { email: 'picker@bench.test', password: 'bench-picker-password' };
/** The host page's Collect route for a data picker (src/lib/routes.ts). */
const COLLECT = '/#/data-picker/collect';

/**
 * chrome-launcher's --disable-features with the address bar's popup added: its renderer would load
 * beside every page Lighthouse measures (tests/e2e/support/browser.ts). Chromium honours only the last
 * --disable-features, and chrome-launcher puts ours after its own.
 */
function disabledFeatures(): string {
  const defaults = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith(DISABLE_FEATURES));
  const names = defaults?.slice(DISABLE_FEATURES.length).split(',') ?? [];
  return `${DISABLE_FEATURES}${[...names, ...UNUSED_FEATURES].join(',')}`;
}

/** Lighthouse's own failures of a run (NO_NAVSTART and the like) ask to run it again: this many tries. */
const TRIES = 3;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    report: { type: 'string' },
    pages: { type: 'string', default: 'login,collect,again' },
    front: { type: 'string', default: 'tls' },
  },
});
const RUNS = Number(values.runs);
/** `--report DIR`: each run's whole Lighthouse result as JSON there, to see where a page's time goes. */
const REPORT_DIR = values.report;
let reports = 0;
/** `--pages collect,again`: the pages to measure, of login, collect (cold) and again (Collect's second visit). */
const PAGES = new Set(values.pages.split(','));
for (const page of PAGES)
  if (!['login', 'collect', 'again'].includes(page))
    throw new Error(`--pages takes login, collect and again, got ${page}`);
/**
 * `--front tls` (the default): the pages through nginx on https and HTTP/2, as production serves them to
 * phones (tls-front.ts); `--front none`: straight from the server over plain HTTP/1.1, as `npm start` serves.
 */
const FRONT = values.front;
if (FRONT !== 'none' && FRONT !== 'tls') throw new Error(`--front is none or tls, got ${FRONT}`);

interface Measure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKiB: number;
}

class RunError extends Error {}

/**
 * One Lighthouse run of `url` in a tab of a new browser context (its own empty cache and storage);
 * `session`, when given, is stored first as the host page stores it. A `secondVisit` opens the page
 * once before, until its service worker has precached the build and controls it (docs/rules/screens.md#d2.6),
 * and measures the visit after, served from the worker's cache.
 */
async function measureOnce(
  browser: Browser,
  url: string,
  session?: LoginResult,
  secondVisit = false,
): Promise<Measure> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (session) {
      // A small answer of the same origin, to write the session into localStorage without loading
      // (and caching) any of the page's files.
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate(
        (key, state) => localStorage.setItem(key, JSON.stringify({ state, version: 0 })),
        AUTH_STORAGE_KEY,
        { accessToken: session.accessToken, user: session.user },
      );
    }
    if (secondVisit) {
      await page.goto(url);
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', {
        timeout: 60_000,
      });
      await page.goto(new URL('/healthz', url).href);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: session !== undefined || secondVisit,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new RunError(`${url}: ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${++reports}-${new URL(url).hash.replace(/\W+/g, '-') || 'login'}${secondVisit ? '-again' : ''}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      totalKiB: value('total-byte-weight') / 1024,
    };
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  url: string,
  session?: () => Promise<LoginResult>,
  secondVisit = false,
): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, url, await session?.(), secondVisit);
    } catch (error) {
      if (!(error instanceof RunError) || attempt === TRIES) throw error;
      console.log(`  (run again: ${error.message})`);
    }
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const line = (label: string, m: Measure) =>
  `  ${label.padEnd(14)} performance ${String(m.score).padStart(3)}   FCP ${(m.fcpMs / 1000).toFixed(2)} s   LCP ${(m.lcpMs / 1000).toFixed(2)} s   TBT ${m.tbtMs.toFixed(0).padStart(4)} ms   CLS ${m.cls.toFixed(3)}   ${m.totalKiB.toFixed(0).padStart(4)} KiB`;

async function main() {
  if (!existsSync(resolve(DIST_DIR, 'index.html'))) {
    console.error(`${DIST_DIR} has no build: run \`npm run build\` first.`);
    process.exit(1);
  }
  const target = await pgliteTarget('bench-lighthouse');
  const server = await startServerProcess(target, { distDir: DIST_DIR, superAdmin: BENCH_SUPER_ADMIN });
  const front = FRONT === 'tls' ? await startTlsFront(server.url) : undefined;
  const origin = front?.origin ?? server.url;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      disabledFeatures(),
      ...(front ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    await makeWorker(server.url, 'data-picker', PICKER);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const pages = {
      login: { url: `${origin}/`, runs: [] as Measure[] },
      collect: { url: `${origin}${COLLECT}`, runs: [] as Measure[] },
      'collect (2nd)': { url: `${origin}${COLLECT}`, runs: [] as Measure[] },
    };
    console.log(
      `Lighthouse, mobile, ${RUNS} runs per page (${CHROME_PATH}${front ? ', through nginx on https and HTTP/2' : ''}):`,
    );
    for (let run = 1; run <= RUNS; run++) {
      if (PAGES.has('login')) {
        const login = await measure(browser, pages.login.url);
        pages.login.runs.push(login);
        console.log(line(`login #${run}`, login));
      }
      // Signed in afresh each run: a run outlasts no access token.
      if (PAGES.has('collect')) {
        const collect = await measure(browser, pages.collect.url, () => signIn(server.url, PICKER));
        pages.collect.runs.push(collect);
        console.log(line(`collect #${run}`, collect));
      }
      if (PAGES.has('again')) {
        const again = await measure(browser, pages.collect.url, () => signIn(server.url, PICKER), true);
        pages['collect (2nd)'].runs.push(again);
        console.log(line(`2nd visit #${run}`, again));
      }
    }
    await browser.disconnect();
    console.log('');
    console.log('Medians:');
    for (const [name, { runs }] of Object.entries(pages)) {
      if (runs.length === 0) continue;
      const m: Measure = {
        score: median(runs.map((r) => r.score)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        totalKiB: median(runs.map((r) => r.totalKiB)),
      };
      const verdict = m.score >= TARGET_SCORE ? 'met' : 'MISSED';
      // The target is the cold load's; the second visit is stated beside it.
      console.log(
        name === 'collect (2nd)'
          ? line(name, m)
          : `${line(name, m)}   (target ≥ ${TARGET_SCORE}: ${verdict})`,
      );
    }
  } finally {
    chrome.kill();
    await front?.stop();
    await server.stop();
    await target.cleanUp();
  }
}

await main();
