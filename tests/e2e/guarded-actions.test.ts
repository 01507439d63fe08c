/**
 * Bypass Rentals asks first, in Chromium (docs/rules/uploads.md#d5.8): the question names how many leads and for which
 * admin; Cancel and Escape take nothing (no request, the leads stay in the pool), Confirm downloads.
 */
import { expect, it } from 'vitest';
import { inPool, rentals } from '../../server/src/db/schema';
import { deepFocus } from './support/deep-dom';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** Leads still in the pool, read from the database itself. */
const poolSize = async () => (await suite.server.app.db.select().from(rentals).where(inPool(rentals))).length;

it('asks before a bypass takes leads, and Cancel takes none', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Bea Bypass' });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  for (const n of ['5550002001', '5550002002', '5550002003']) await suite.server.addLead(creator._id, n);

  const { page, errors } = await signedInTab(suite, suite.server.superAdmin, '/super-admin/operations');

  const bypasses: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rental/downloadRentals')) bypasses.push(request.url());
  });
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));

  await page.goto(`${suite.server.url}/#/super-admin/bypass-rentals`);
  await page.getByLabel('Limit').fill('2');
  await page.getByLabel('Admin email').selectOption(admin.email);
  const dialog = page.getByRole('dialog', { name: 'Take leads from the pool' });

  await page.getByRole('button', { name: 'Download Excel' }).click();
  await dialog
    .getByText(
      `Take 2 leads from the pool as picked by Bea Bypass (${admin.email}) and download them? They leave the pool for good.`,
    )
    .waitFor();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect((await page.evaluate(deepFocus))?.dialog).toBe('Take leads from the pool');
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Download Excel' }).click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(bypasses).toEqual([]);
  expect(downloads).toEqual([]);

  expect(await poolSize()).toBe(3);

  await page.getByRole('button', { name: 'Download Excel' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Take and download' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^rentals_\d+\.xlsx$/);
  expect(bypasses).toHaveLength(1);
  await dialog.waitFor({ state: 'hidden' });
  expect(await poolSize()).toBe(1);
  expect(errors).toEqual([]);
});
