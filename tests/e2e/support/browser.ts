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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors, in order; assert `toEqual([])`. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in its own context (fresh cookies and storage) that records console and page errors. */
export async function newPage(
  browser: Browser,
  options: Pick<BrowserContextOptions, 'viewport' | 'storageState' | 'locale'> = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    ...options,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every origin for /favicon.ico; its 404 is not the page's error.
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, context, errors, close: () => context.close() };
}
