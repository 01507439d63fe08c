/**
 * My Leads in Chromium at 1280×800: a creator adds a lead, a picker claims it and finishes it as valid,
 * and the creator's My Leads, opened from her menu, shows that lead as valid, its outcome in view
 * without scrolling sideways, and finds it under the Valid filter only.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: 'My Leads' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The row's Outcome: the cell before its Actions. */
const outcomeCell = async (row: Locator) => {
  const cells = row.getByRole('cell');
  return cells.nth((await cells.count()) - 2);
};

it('shows the creator her lead as valid once a picker finished it', async () => {
  const admin = await suite.server.addUser('admin');
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id });

  const { page: creatorPage, errors: creatorErrors } = await signedInTab(
    suite,
    creator,
    '/data-creator/create',
  );
  const form = creatorPage.getByRole('form', { name: 'Rental' });
  await form.getByLabel('Facebook Name').fill('Maria Lopez');
  await form.getByLabel('Client Name').fill('Maria');
  await form.getByLabel('Number').fill('(555) 201-3344');
  await form.getByLabel('Rent', { exact: true }).fill('$900');
  await form.getByLabel('House/Apt Details').fill('2 bedrooms, 1 bath');
  await form.getByLabel('Address').fill('12 Main St, Springfield');
  await form.getByLabel('Post Link').fill('https://facebook.com/groups/rentals/posts/1');
  await form.getByRole('button', { name: 'Create Rental' }).click();
  await creatorPage.getByText('created data successfully').waitFor();

  await creatorPage.getByRole('link', { name: 'My Leads' }).click();
  await creatorPage.waitForURL('**/#/data-creator/my-leads');
  await expect.poll(() => dataRows(creatorPage).count()).toBe(1);
  const row = dataRows(creatorPage).first();
  await expect.poll(async () => (await outcomeCell(row)).textContent()).toBe('Waiting');

  const { page: pickerPage, errors: pickerErrors } = await signedInTab(suite, picker, '/data-picker/collect');
  await pickerPage.getByRole('button', { name: 'Fetch Rental' }).click();
  const lead = pickerPage.getByRole('region', { name: 'Fetched rental' });
  await lead.getByText('12 Main St, Springfield').waitFor();
  await lead.getByRole('button', { name: 'Finish' }).click();
  await pickerPage.getByText('successfully finished!').waitFor();
  // Another creator's lead, added once the picker's claim is done, which her list must never show.
  const other = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(other._id, '5550009001');

  await creatorPage.reload();
  await expect.poll(() => dataRows(creatorPage).count()).toBe(1);
  const finished = dataRows(creatorPage).first();
  await expect.poll(async () => (await outcomeCell(finished)).textContent()).toBe('Valid');
  expect(await finished.getByRole('cell').nth(1).textContent()).toBe('Maria');
  // The outcome is read without scrolling sideways.
  const box = await (await outcomeCell(finished)).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280);

  const outcome = creatorPage.getByLabel('Outcome');
  await outcome.selectOption({ label: 'Waiting' });
  await creatorPage.getByText('No data found.').waitFor();
  await outcome.selectOption({ label: 'Valid' });
  await expect.poll(() => dataRows(creatorPage).count()).toBe(1);
  expect(await creatorPage.getByText('Total: 1').isVisible()).toBe(true);
  expect([...creatorErrors, ...pickerErrors]).toEqual([]);
});
