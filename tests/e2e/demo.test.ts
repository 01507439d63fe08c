/**
 * The demo organisation in Chromium: seeded into the test server's own database (the server holds its
 * data folder, so the seed goes through the server's handle), then a picker and an admin sign in with
 * the printed password and find their screens filled.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoSummary, seedDemo } from '../../server/src/demo/seed-demo';
import { newPage, type TestPage } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const tabs: TestPage[] = [];
let demo: DemoSummary;

beforeAll(async () => {
  demo = await seedDemo(suite.server.app.db);
}, 180_000);
afterAll(async () => {
  for (const tab of tabs) await tab.close();
});

async function signedIn(email: string, home: string): Promise<TestPage> {
  const tab = await newPage(suite.browser);
  tabs.push(tab);
  await tab.page.goto(`${suite.server.url}/#/`);
  await tab.page.getByLabel('Email').fill(email);
  await tab.page.getByLabel('Password', { exact: true }).fill(demo.password);
  await tab.page.getByRole('button', { name: 'Login' }).click();
  await tab.page.waitForURL(`**/#${home}`);
  return tab;
}

/** The table's rows that hold data (not its header). */
const dataRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

it("shows the demo picker's own deals", async () => {
  const { page, errors } = await signedIn(demo.org.pickers[0]!.email, '/data-picker/collect');
  await page.goto(`${suite.server.url}/#/data-picker/manage-deal-closing`);
  await expect.poll(() => dataRows(page).count()).toBeGreaterThan(0);
  await dataRows(page)
    .first()
    .getByText(/In Process|Done|Failed/)
    .waitFor();
  expect(errors).toEqual([]);
});

it("shows an admin its group's leads", async () => {
  const { page, errors } = await signedIn(demo.org.admins[0]!.email, '/admin/create-teamLeader');
  await page.goto(`${suite.server.url}/#/admin/manage-by-creators`);
  await expect.poll(() => dataRows(page).count()).toBeGreaterThan(5);
  // A creator of the admin's group made the first lead shown.
  const creators = demo.org.creators.filter((c) => c.adminId === demo.org.admins[0]!.id).map((c) => c.name);
  await expect.poll(() => dataRows(page).first().textContent()).toMatch(new RegExp(creators.join('|')));
  expect(errors).toEqual([]);
});
