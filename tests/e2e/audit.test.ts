/**
 * The audit trail end to end in Chromium (docs/rules/audit.md): an admin changes a picker's daily
 * limit on Manage Data Pickers, finds the change in its Audit Trail in words with the old and new
 * limit, its own sign-in with the address it came from (not as a change), narrows the trail to that
 * action, reads what the file will hold, and downloads it as a real workbook holding the entry.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { chooseRowAction } from './support/row-actions';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** The table's rows that hold cells (not its header row). */
const entries = (page: Page) =>
  page
    .getByRole('table', { name: 'Audit Trail' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

it('shows a limit change in the admin’s trail, filters it by action and downloads it', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Ada Auditor' });
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  await suite.server.addUser('data-picker', {
    name: 'Lia Limit',
    adminId: admin._id,
    teamLeaderId: leader._id,
    pickLimit: 5,
  });

  const { page, errors } = await signedInTab(suite, admin, '/admin/create-teamLeader');

  await page.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  await chooseRowAction(page, 'Lia Limit', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Update DataPicker' });
  await dialog.getByLabel('Picker Limit').fill('7');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Updated successfully').waitFor();

  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await page.waitForURL('**/#/admin/audit');
  const change = entries(page).filter({ hasText: 'Limit changed' });
  await change.waitFor();
  await expect
    .poll(() => change.getByRole('cell').allTextContents())
    .toEqual([
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/),
      'Ada AuditorAdmin',
      'Limit changed',
      'Lia Limit',
      'Limit: 5 → 7',
    ]);
  // The admin's own sign-in is in its trail too, until the filter narrows it to limit changes.
  const signIn = entries(page).filter({ hasText: 'Signed in' });
  await signIn.waitFor();
  const signInCells = await signIn.getByRole('cell').allTextContents();
  expect(signInCells[1]).toMatch(/^Ada AuditorAdminfrom \S*127\.0\.0\.1$/);
  expect(signInCells[4]).toBe('-');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Limit changed' });
  await expect.poll(() => entries(page).count()).toBe(1);
  await expect.poll(() => entries(page).first().textContent()).toContain('Limit: 5 → 7');
  await page.getByText('Downloads the 1 entry that matches, with every column.').waitFor();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^audit_\d+\.xlsx$/);
  const book = read(await readFile(await file.path()), { cellDates: true });
  expect(book.SheetNames).toEqual(['Audit']);
  // When is a spreadsheet date (docs/rules/lead-lists.md#d5.9), shown on Panama's clock.
  expect(book.Sheets.Audit!.A2).toMatchObject({ t: 'd', v: expect.any(Date) });
  expect(utils.sheet_to_json(book.Sheets.Audit!, { raw: false })).toEqual([
    {
      When: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      Who: 'Ada Auditor',
      Role: 'Admin',
      Action: 'Limit changed',
      Target: 'Lia Limit',
      Before: 'Limit: 5',
      After: 'Limit: 7',
      Address: '-',
    },
  ]);
  expect(errors).toEqual([]);
});
