import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

/** Debian's Chromium (scripts/ensure-chromium.mjs installs it); never Playwright's download. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Without the networking flags Chromium keeps trying Google's hosts, which this network refuses.
 * Playwright adds a fresh temporary --user-data-dir itself (passing one in args is an error).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long a Playwright wait (and an `expect.poll`, vitest.config.ts) gives the page: twice the
 * slowest first load seen with the machine busy, and well inside a test's time-out, so a failure
 * names the element it waited for rather than the test's clock.
 */
export const WAIT_MS = 20_000;

/**
 * Chromium's headless mode opens each context in a hidden window of its own, and every window loads
 * its address bar's popup as a WebUI page in a renderer of its own: about 1 s of CPU on this machine
 * for each page a test opens, more than our app's own first load (docs/benchmarks.md#the-suites-own-time).
 * Nothing here uses an address bar.
 */
export const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const DISABLE_FEATURES = '--disable-features=';

/**
 * Playwright's own --disable-features list, as the browser received it. Chromium honours only the last
 * --disable-features of its command line, so ours must carry Playwright's too, and Playwright exposes
 * its list nowhere else.
 */
async function playwrightsDisabledFeatures(): Promise<string[]> {
  // Chromium answers its command line only to automation.
  const args = [...CHROMIUM_ARGS, '--enable-automation'];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: received } = await cdp.send('Browser.getBrowserCommandLine');
    const list = received.findLast((arg) => arg.startsWith(DISABLE_FEATURES));
    return list ? list.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) : [];
  } finally {
    await browser.close();
  }
}

let launchArgs: Promise<string[]> | undefined;

/** CHROMIUM_ARGS and a --disable-features with Playwright's list and ours, worked out once a process. */
function argsWithFeatures(): Promise<string[]> {
  launchArgs ??= playwrightsDisabledFeatures().then((defaults) => [
    ...CHROMIUM_ARGS,
    `${DISABLE_FEATURES}${[...new Set([...defaults, ...UNUSED_FEATURES])].join(',')}`,
  ]);
  return launchArgs;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: await argsWithFeatures() });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors, in order; assert `toEqual([])`. */
  errors: string[];
  /**
   * The console errors a test provokes on purpose (a refused style, a misconfigured server): the suite's check
   * (console-check.ts) passes these, and the browser's own line for a 4xx answer a test asked for.
   */
  expected: RegExp[];
  close(): Promise<void>;
}

/** Every page opened in this worker, with how many of its errors the suite's check has read. */
const opened = new Map<TestPage, number>();

/** The errors pages logged since the last call, none of them expected (console-check.ts). */
export function unexpectedErrors(): string[] {
  const found: string[] = [];
  for (const [tab, read] of opened) {
    for (const error of tab.errors.slice(read)) {
      const refusal = /Failed to load resource: the server responded with a status of 4\d\d/.test(error);
      if (!refusal && !tab.expected.some((pattern) => pattern.test(error))) found.push(error);
    }
    if (tab.page.isClosed()) opened.delete(tab);
    else opened.set(tab, tab.errors.length);
  }
  return found;
}

/**
 * A page in its own context (fresh cookies and storage) that records console and page errors. The host
 * page's service worker is blocked unless a test asks for it (`serviceWorkers: 'allow'`,
 * tests/e2e/install.test.ts): it would precache the whole build in every test's context, and Playwright's
 * routes do not see what a worker answers.
 */
export async function newPage(
  browser: Browser,
  options: Pick<BrowserContextOptions, 'viewport' | 'storageState' | 'locale' | 'serviceWorkers'> = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...options,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(WAIT_MS);
  // React reports an error it recovered from (#520) with the real one as its `cause`, which a page error
  // does not carry: the page says it too, so a failure names what went wrong.
  await context.addInitScript(() => {
    window.addEventListener('error', (event) => {
      const cause = (event.error as { cause?: unknown } | null)?.cause;
      if (cause) console.error(`caused by: ${cause instanceof Error ? cause.stack : String(cause)}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every origin for /favicon.ico; its 404 is not the page's error.
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const tab: TestPage = { page, context, errors, expected: [], close: () => context.close() };
  opened.set(tab, 0);
  return tab;
}
