/**
 * The demo organisation in Chromium: seeded into the test server's own database (the server holds its
 * data folder, so the seed goes through the server's handle), then a picker and an admin sign in with
 * the printed password and find their screens filled.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { type DemoSummary, seedDemo } from '../../server/src/demo/seed-demo';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let demo: DemoSummary;

beforeAll(async () => {
  demo = await seedDemo(suite.server.app.db);
}, 180_000);

/** A demo account, with the printed password. */
const account = (who: { email: string }) => ({ email: who.email, password: demo.password });

/** The table's rows that hold data (not its header). */
const dataRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

it("shows the demo picker's own deals", async () => {
  const { page, errors } = await signedInTab(suite, account(demo.org.pickers[0]!), '/data-picker/collect');
  await page.goto(`${suite.server.url}/#/data-picker/manage-deal-closing`);
  await expect.poll(() => dataRows(page).count()).toBeGreaterThan(0);
  await dataRows(page)
    .first()
    .getByText(/In Process|Done|Failed/)
    .waitFor();
  expect(errors).toEqual([]);
});

it("shows an admin its group's leads", async () => {
  const { page, errors } = await signedInTab(suite, account(demo.org.admins[0]!), '/admin/create-teamLeader');
  await page.goto(`${suite.server.url}/#/admin/manage-by-creators`);
  await expect.poll(() => dataRows(page).count()).toBeGreaterThan(5);
  // A creator of the admin's group made the first lead shown.
  const creators = demo.org.creators.filter((c) => c.adminId === demo.org.admins[0]!.id).map((c) => c.name);
  await expect.poll(() => dataRows(page).first().textContent()).toMatch(new RegExp(creators.join('|')));
  expect(errors).toEqual([]);
});
