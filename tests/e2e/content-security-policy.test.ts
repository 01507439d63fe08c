/**
 * The Content-Security-Policy of the build's pages, in Chromium: the host page and /embed.html carry
 * it, and nothing they do breaks it: the elements' constructed sheets, sonner's <style>, socket.io's
 * WebSocket, a chosen photo's blob: preview, a deal's photo read through the API, the export worker
 * and its blob: download. Every `securitypolicyviolation` and every console message about the policy
 * is collected from before the page's first script.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { PAGE_POLICY } from '../../server/src/plugins/security-headers';
import { newPage, type TestPage } from './support/browser';
import { isRouteReady } from './support/deep-dom';
import { TOUR_ROUTES } from './support/route-tour';
import { type Credentials, storedSession } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let tab: TestPage;
/** The addresses of the WebSockets and workers the page opened. */
let opened: { sockets: string[]; workers: string[] };

afterEach(async () => {
  await tab?.close();
});

const NUMBER = '5553217788';
const SHOWN = '(555) 321-7788';
/** A real 1×1 PNG, so the server's content check sees a picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Runs in the page before its scripts: keeps every violation the document hears, shadow roots' included. */
function recordViolations() {
  const seen: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile})`);
  });
  Object.assign(window, { violations: () => seen });
}

/**
 * Opens `path` watched, in a context that starts signed in as `who` when given, and checks the policy
 * it arrived with.
 */
async function openWatched(path: string, who?: Credentials): Promise<Page> {
  const storageState = who && (await storedSession(suite.browser, suite.server.url, who));
  tab = await newPage(suite.browser, { storageState });
  opened = { sockets: [], workers: [] };
  tab.page.on('websocket', (socket) => opened.sockets.push(new URL(socket.url()).pathname));
  tab.page.on('worker', (worker) => opened.workers.push(new URL(worker.url()).pathname));
  await tab.page.addInitScript(recordViolations);
  const response = await tab.page.goto(`${suite.server.url}${path}`);
  expect(response?.headers()['content-security-policy']).toBe(PAGE_POLICY);
  return tab.page;
}

/** What the page's policy refused, from its events and from Chromium's console. */
async function refusals(page: Page) {
  const events = await page.evaluate(() => (window as unknown as { violations(): string[] }).violations());
  return [...events, ...tab.errors.filter((error) => error.includes('Content Security Policy'))];
}

it('lets a picker fetch, finish and close a deal with a photo on the host page', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, NUMBER);

  const page = await openWatched('/', picker);
  await page.waitForURL('**/#/data-picker/collect');
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await page.getByRole('region', { name: 'Fetched rental' }).getByRole('button', { name: 'Finish' }).click();
  // The first toast loads sonner, which appends its stylesheet to document.head.
  await page.getByText('successfully finished!').waitFor();

  await page.goto(`${suite.server.url}/#/data-picker/close-rental-deal`);
  await page.getByLabel('Search by number').fill(SHOWN);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const form = page.getByRole('form', { name: 'Close Deal' });
  await form.getByLabel('Client Email').fill('tenant@example.com');
  await form.getByLabel('Payment method').selectOption('spike');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect.poll(() => form.locator('img[src^="blob:"]').count()).toBe(1);
  await form.getByRole('button', { name: 'Close Deal' }).click();
  await page.getByText('success', { exact: true }).waitFor();

  expect(await refusals(page)).toEqual([]);
  expect(tab.errors).toEqual([]);
});

it('lets the super-admin walk every menu entry, download leads and open a deal’s photo', async () => {
  // All Leads lists the leads nobody fetched yet, so the download has one.
  const creator = await suite.server.addUser('data-creator');
  await suite.server.addLead(creator._id, '5553217799');
  const page = await openWatched('/', suite.server.superAdmin);
  await page.waitForURL('**/#/super-admin/operations');
  const routes = TOUR_ROUTES.filter((route) => route.account === 'super-admin');
  expect(routes.length).toBeGreaterThan(15);
  for (const route of routes) {
    await page.goto(`${suite.server.url}/#${route.path}`);
    await page.waitForFunction(isRouteReady, route.element, { polling: 100 });
  }

  // The report's charts (uPlot, loaded late) draw and show their tooltip through the CSSOM only.
  await page.goto(`${suite.server.url}/#/super-admin/reports`);
  await expect.poll(() => page.locator('rl-reports figure canvas').count()).toBe(3);
  await page.locator('[data-chart="leads"] .u-over').hover();
  await page.locator('[data-chart="leads"] .rl-chart-tip').waitFor();

  // The export runs in its worker (worker-src) and saves the file through a blob: link.
  await page.goto(`${suite.server.url}/#/super-admin/manage-by-creators`);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^rentals_\d+\.xlsx$/);
  expect(opened.workers).toEqual([expect.stringMatching(/^\/assets\/export\.worker-.+\.js$/)]);

  // The photo comes from the API with the token, shown from a blob: address.
  await page.goto(`${suite.server.url}/#/super-admin/manage-closedRental`);
  await page.getByRole('button', { name: `View closing image for ${SHOWN}` }).click();
  const photo = page.getByRole('dialog').locator('img[src^="blob:"]');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  expect(await refusals(page)).toEqual([]);
  expect(tab.errors).toEqual([]);
});

it('lets a creator sign in and create a rental on the embed page, with the bell’s socket', async () => {
  const creator = await suite.server.addUser('data-creator');
  // Signed in through the embed page's own login element, whose rendering the policy must allow too.
  const page = await openWatched('/embed.html');
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password', { exact: true }).fill(creator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Notifications' }).waitFor();
  await expect.poll(() => opened.sockets).toEqual(['/socket.io/']);
  const form = page.getByRole('form', { name: 'Rental' });
  await form.getByLabel('Facebook Name').fill('Ana Ruiz');
  await form.getByLabel('Client Name').fill('Ana');
  await form.getByLabel('Number').fill('(555) 301-4499');
  await form.getByLabel('Rent', { exact: true }).fill('$750');
  await form.getByLabel('House/Apt Details').fill('1 bedroom');
  await form.getByLabel('Address').fill('4 Harbor Lane');
  await form.getByLabel('Post Link').fill('https://facebook.com/groups/rentals/posts/8');
  await form.getByRole('button', { name: 'Create Rental' }).click();
  await page.getByText('created data successfully').waitFor();

  expect(await refusals(page)).toEqual([]);
  expect(tab.errors).toEqual([]);
});
