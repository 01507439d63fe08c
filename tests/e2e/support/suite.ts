/**
 * One app server and one Chromium for a test file, lent before its first test and given back after
 * its last. Both are the worker's own and serve its files in turn (docs/decisions.md#p86): the app
 * with its database put back, the browser with the file's contexts closed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, startAppServer } from './app-server';
import { launchBrowser } from './browser';

export interface Suite {
  server: AppServer;
  browser: Browser;
}

let shared: Promise<Browser> | undefined;

/** The worker's Chromium, started again if it went away. */
async function workerBrowser(): Promise<Browser> {
  const browser = await shared;
  if (browser?.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/**
 * Registers the hooks and answers the suite, filled in before the first test. Hooks a file registers
 * after this call run after these before its tests, and before these after them.
 */
export function serverAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startAppServer(), workerBrowser()]);
  });
  afterAll(async () => {
    if (suite.browser?.isConnected())
      await Promise.all(suite.browser.contexts().map((context) => context.close()));
    await suite.server?.close();
  });
  return suite;
}
