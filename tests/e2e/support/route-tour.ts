/**
 * The route tour the accessibility and visual suites share: one server and one browser per test file,
 * realistic data, and every route of every role in src/lib/routes.ts (plus the public pages) opened by
 * a suitable signed-in user and waited on until its element shows its data, at the one width its file
 * checks. Each account keeps one page, in a context of its own signed in once by a stored session, so a
 * tour costs a hash change per route.
 */
import type { Browser, Page } from 'playwright-core';
import { menuOf, PROFILE_ROUTE, PUBLIC_ROUTES, type RouteDef } from '../../../src/lib/routes';
import { type AppServer, startAppServer } from './app-server';
import { launchBrowser, WAIT_MS } from './browser';
import { isRouteReady } from './deep-dom';
import { storedSession } from './session';
import { type AccountKey, seedTour, TOUR_USERS, type TourData } from './tour-seed';

export interface Viewport {
  width: number;
  height: number;
}

export const NARROW: Viewport = { width: 375, height: 740 };
export const WIDE: Viewport = { width: 1440, height: 900 };

export interface TourRoute {
  account: AccountKey | 'public';
  /** `<account>-<last path segment>`, e.g. `admin-manage-dataPickers`: the screenshot's name. */
  name: string;
  /** The hash route; the reset page is opened with the real mailed link. */
  path: string;
  /** The element that renders the route, with its attributes: `rl-user-table[kind="data-pickers"]`. */
  element: string;
}

export interface RouteTour {
  server: AppServer;
  browser: Browser;
  data: TourData;
  /** The width every page of the tour has. */
  viewport: Viewport;
  /** console.error messages and uncaught errors of every page of the tour, in order. */
  errors: string[];
  /** Opens a route in its account's page and resolves once its element shows its data. */
  visit(route: TourRoute): Promise<Page>;
  /**
   * The page as the last visit left it, when that visit was to this route; a fresh visit otherwise.
   * For a check that follows one which only read the page (axe), not one that clicked.
   */
  revisit(route: TourRoute): Promise<Page>;
  close(): Promise<void>;
}

const selectorOf = (route: Pick<RouteDef, 'tag' | 'attrs'>) =>
  route.tag +
  Object.entries(route.attrs ?? {})
    .map(([name, value]) => `[${name}="${value}"]`)
    .join('');

const publicRoute = (segment: string, path: string, tag: string): TourRoute => ({
  account: 'public',
  name: `public-${segment}`,
  path,
  element: tag,
});

/** Every route of every account's menu, its profile, and the public pages, in visiting order. */
export const TOUR_ROUTES: TourRoute[] = [
  ...(Object.keys(TOUR_USERS) as AccountKey[]).flatMap((account) =>
    [...menuOf(TOUR_USERS[account]), PROFILE_ROUTE].map((route) => ({
      account,
      name: `${account}-${route.path.split('/').at(-1)}`,
      path: route.path,
      element: selectorOf(route),
    })),
  ),
  publicRoute('login', PUBLIC_ROUTES.login, 'rl-login'),
  publicRoute('forget-password', PUBLIC_ROUTES.forgetPassword, 'rl-forget-password'),
  publicRoute('reset-password', PUBLIC_ROUTES.resetPassword, 'rl-reset-password'),
  publicRoute('not-found', '/no/such/page', 'rl-not-found'),
];

const SCREENSHOTS = 'test-results/screenshots';
const SAVE_SCREENSHOTS = process.env.CI === 'true' || process.env.RL_SCREENSHOTS === '1';

/**
 * In CI (CI=true) or with RL_SCREENSHOTS=1, the page as a full-page screenshot in
 * test-results/screenshots/<width>/<name>.png, for people to look at (CI keeps test-results/). They are
 * half of a tour's time, which the inner loop of `npm test` does without (docs/benchmarks.md, "The
 * suites' own time").
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 'default';
  await page.screenshot({ path: `${SCREENSHOTS}/${width}/${name}.png`, fullPage: true });
}

/** Finds a route of the tour by name; a typo fails loudly. */
export function tourRoute(name: string): TourRoute {
  const route = TOUR_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name} in the tour`);
  return route;
}

/** A receipt-like picture for the closed deals, drawn by Chromium itself. */
async function drawReceipt(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 360, height: 220 } });
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#e8f0fe;font:20px sans-serif">
      <div style="padding:24px;background:#fff;border:2px solid #2457d6;border-radius:12px">
        <b>Payment receipt</b><br>Deposit $900 · paid</div></body>`,
  );
  const png = await page.screenshot();
  await page.close();
  return png;
}

/** A tour at `viewport`, the width its file checks, whose accounts are signed in before it starts. */
export async function startRouteTour(viewport: Viewport): Promise<RouteTour> {
  const [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  let receipt: Promise<Buffer> | undefined;
  const data = await seedTour(server, () => {
    receipt ??= drawReceipt(browser);
    return receipt;
  });
  const errors: string[] = [];
  const watch = (page: Page, label: string) => {
    page.on('console', (message) => {
      // Chromium asks every origin for /favicon.ico; its 404 is not the page's error.
      if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
      errors.push(`${label} console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${label} pageerror: ${error.message}`));
    return page;
  };
  const pages = new Map<TourRoute['account'], Promise<Page>>();
  /** The route each page last finished loading. */
  const shown = new Map<Page, string>();

  /**
   * An account's page, in a context of its own, its own window: two pages of one context are tabs of one
   * window, and Chromium draws only the front one, so a full-page screenshot of the other took 1.5 s of
   * waiting instead of 0.1 s. Each signs in by a session of its own (a refresh cookie is used once).
   */
  const pageOf = (account: TourRoute['account']) => {
    let page = pages.get(account);
    if (!page) {
      page = (async () => {
        // An account's context starts signed in by a stored session; the public one signed out.
        const storageState =
          account === 'public' ? undefined : await storedSession(browser, server.url, data.accounts[account]);
        const context = await browser.newContext({ viewport, storageState, serviceWorkers: 'block' });
        // Waits fail well inside a test's time-out, so a failure names what it waited for.
        context.setDefaultTimeout(WAIT_MS);
        return watch(await context.newPage(), account);
      })();
      pages.set(account, page);
    }
    return page;
  };

  const visit = async (route: TourRoute): Promise<Page> => {
    const page = await pageOf(route.account);
    shown.delete(page);
    const hash = route.path === PUBLIC_ROUTES.resetPassword ? data.resetLink.split('#')[1] : route.path;
    await page.goto(`${server.url}/#${hash}`);
    await page.waitForFunction(isRouteReady, route.element, { polling: 100 }).catch((error: Error) => {
      throw new Error(`${route.name} (#${route.path}) never finished loading: ${error.message}`);
    });
    shown.set(page, route.name);
    return page;
  };

  // Every account signs in before the tour, so no visit's wait spends its time on a sign-in.
  for (const account of Object.keys(TOUR_USERS) as AccountKey[]) await pageOf(account);

  return {
    server,
    browser,
    data,
    viewport,
    errors,
    visit,
    async revisit(route) {
      const page = await pageOf(route.account);
      return shown.get(page) === route.name ? page : visit(route);
    },
    async close() {
      await browser?.close();
      await server?.close();
    },
  };
}
