/** One app server and one Chromium for a test file: started before its first test, closed after its last. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, startAppServer } from './app-server';
import { launchBrowser } from './browser';

export interface Suite {
  server: AppServer;
  browser: Browser;
}

/**
 * Registers the hooks and answers the suite, filled in before the first test. Hooks a file registers
 * after this call run after these before its tests, and before these after them.
 */
export function serverAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
