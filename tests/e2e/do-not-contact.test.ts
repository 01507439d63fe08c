/**
 * The do-not-contact list in Chromium (docs/rules/do-not-contact.md#d5.13): an admin adds a number on the Do Not Contact
 * screen and a file of more; a creator's lead with that number is refused with the exact message
 * under its number; the super-admin, asked first, removes the number, and the same lead is then
 * saved.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** Opens Do Not Contact from the sidebar, as staff reach it. */
async function openList(page: Page, group: string) {
  await page.getByRole('link', { name: 'Do Not Contact' }).click();
  await page.waitForURL(`**/#/${group}/do-not-contact`);
  await page.getByRole('heading', { name: 'Do Not Contact' }).waitFor();
}

it('refuses a creator’s lead whose number an admin listed, and takes it once the super-admin removes it', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: leader._id,
  });

  const { page: adminPage, errors: adminErrors } = await signedInTab(
    suite,
    admin,
    '/admin/create-teamLeader',
  );
  await openList(adminPage, 'admin');
  await adminPage.getByText('No data found.').waitFor();
  await adminPage.getByRole('button', { name: 'Add number' }).click();
  const add = adminPage.getByRole('dialog', { name: 'Add to Do Not Contact' });
  await add.getByLabel('Number').fill('(555) 201-7788');
  await add.getByLabel('Reason').fill('Asked us to stop calling');
  await add.getByRole('button', { name: 'Add' }).click();
  await adminPage.getByText('Number added to the do-not-contact list').waitFor();
  await add.waitFor({ state: 'hidden' });
  const row = adminPage.getByRole('row', { name: /\(555\) 201-7788/ });
  await row.waitFor();
  expect(await row.textContent()).toContain('Asked us to stop calling');
  // An admin adds; only the super-admin removes.
  expect(await adminPage.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

  // More from a file: one good row, one already listed.
  await adminPage.getByRole('button', { name: 'Add from file' }).click();
  const file = adminPage.getByRole('dialog', { name: 'Add numbers from a file' });
  await file.getByLabel('Number file').setInputFiles({
    name: 'registry.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,reason\n555 201 7799,Registry\n5552017788,Registry\n'),
  });
  await file.getByRole('button', { name: 'Upload' }).click();
  await file.getByRole('status').filter({ hasText: 'Inserted: 1, Skipped: 1' }).waitFor();
  expect(await file.getByRole('table', { name: 'Skipped rows' }).textContent()).toContain(
    'This number is already on the do-not-contact list',
  );
  await file.getByRole('button', { name: 'Close' }).click();
  await adminPage.getByRole('row', { name: /\(555\) 201-7799/ }).waitFor();
  await adminPage.getByText('Totals: 2').waitFor();

  const { page: creatorPage, errors: creatorErrors } = await signedInTab(
    suite,
    creator,
    '/data-creator/create',
  );
  const form = creatorPage.getByRole('form', { name: 'Rental' });
  await form.getByLabel('Facebook Name').fill('Maria Lopez');
  await form.getByLabel('Client Name').fill('Maria');
  await form.getByLabel('Number').fill('555.201.7788');
  await form.getByLabel('Rent', { exact: true }).fill('$900');
  await form.getByLabel('House/Apt Details').fill('2 bedrooms, 1 bath');
  await form.getByLabel('Address').fill('12 Main St, Springfield');
  await form.getByLabel('Post Link').fill('https://facebook.com/groups/rentals/posts/7');
  await form.getByRole('button', { name: 'Create Rental' }).click();
  // The exact message, under the number it is about.
  const number = form.getByLabel('Number');
  await expect.poll(() => number.evaluate((input) => input.getAttribute('aria-invalid'))).toBe('true');
  const describedBy = await number.getAttribute('aria-describedby');
  expect(await form.locator(`[id="${describedBy}"]`).textContent()).toBe(
    'This number is on the do-not-contact list',
  );
  expect(await creatorPage.getByText('created data successfully').count()).toBe(0);

  const { page: rootPage, errors: rootErrors } = await signedInTab(
    suite,
    suite.server.superAdmin,
    '/super-admin/operations',
  );
  await openList(rootPage, 'super-admin');
  await rootPage.getByRole('button', { name: 'Remove (555) 201-7788' }).click();
  const confirm = rootPage.getByRole('dialog', { name: 'Remove from Do Not Contact' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await rootPage.getByText('Number removed from the do-not-contact list').waitFor();
  await rootPage.getByRole('row', { name: /\(555\) 201-7788/ }).waitFor({ state: 'detached' });

  await form.getByRole('button', { name: 'Create Rental' }).click();
  await creatorPage.getByText('created data successfully').waitFor();

  expect([...adminErrors, ...rootErrors]).toEqual([]);
  // Chromium logs the refused request itself; nothing else went wrong on the creator's page.
  expect(creatorErrors).toEqual([
    'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
});
