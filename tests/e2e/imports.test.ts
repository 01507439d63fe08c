/**
 * An import you can check and undo, in Chromium (docs/rules/uploads.md#d5.7): a creator allowed to upload chooses a
 * sheet whose headers no one could guess, maps its columns by hand, reads the preview, uploads it,
 * finds it in the import history and, asked first, reverts it; the leads go and the row says so. The
 * preview and the Revert dialog are axe-clean.
 */
import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const HEADER = 'Who,Profile,Tel,Monthly,About,Where,Listing';
const row = (n: number) =>
  `Ana ${n},ana.fb${n},(555) 301-00${n}0,$750,2 bedrooms,Calle 50,https://facebook.com/post/${n}`;
/** The columns in the file's order, and the field each holds. */
const BY_HAND: [string, string][] = [
  ['Who', 'Client Name (required)'],
  ['Profile', 'Facebook Name (required)'],
  ['Tel', 'Number (required)'],
  ['Monthly', 'Rent (required)'],
  ['About', 'House/Apt Details (required)'],
  ['Where', 'Address (required)'],
  ['Listing', 'Post Link (required)'],
];

it('maps renamed headers by hand, previews, imports, then reverts the import', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: leader._id,
    canBulkUpload: true,
  });
  const { page, errors } = await signedInTab(suite, creator, '/data-creator/create');
  await page.getByRole('link', { name: 'Bulk Upload' }).click();
  await page.waitForURL('**/#/data-creator/upload-bulk');
  const history = page.getByRole('region', { name: 'Import history' });
  await history.getByText('No data found.').waitFor();

  await page.getByLabel('Lead file').setInputFiles({
    name: 'odd.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, row(1), row(2), row(3), row(3)].join('\n')),
  });
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('alert').filter({ hasText: 'Choose a column for' }).waitFor();
  const upload = page.getByRole('button', { name: 'Upload' });
  expect(await upload.isDisabled()).toBe(true);
  for (const [header, field] of BY_HAND)
    await preview.getByLabel(`Lead field for column ${header}`).selectOption({ label: field });
  await preview.getByRole('status').filter({ hasText: 'Would insert: 3, Would skip: 1' }).waitFor();
  expect(await preview.getByRole('list', { name: 'Rows that would be skipped' }).textContent()).toContain(
    'Duplicate of a row earlier in this file: 1 row (row 5)',
  );
  expect(await preview.getByRole('row').nth(1).textContent()).toContain('ana.fb1');
  expect(await upload.isEnabled()).toBe(true);
  expect(await seriousViolations(page), 'the preview').toEqual([]);

  const downloaded = page.waitForEvent('download');
  await upload.click();
  await page.getByRole('status').filter({ hasText: 'Inserted: 3, Skipped: 1' }).waitFor();
  expect((await downloaded).suggestedFilename()).toBe('skipped_data.xlsx');
  const imported = history.getByRole('row', { name: /odd\.csv/ });
  await imported.waitFor();
  expect(await imported.textContent()).toContain(creator.name);

  await imported.getByRole('button', { name: /^Revert odd\.csv/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert import' });
  await confirm.getByText(/Revert the import of odd\.csv\?/).waitFor();
  expect(await seriousViolations(page), 'the Revert dialog').toEqual([]);
  await confirm.getByRole('button', { name: 'Revert' }).click();
  await page.getByText('Removed: 3, Stayed: 0').first().waitFor();
  await imported.getByText('Reverted (Removed: 3, Stayed: 0)').waitFor();
  expect(await imported.getByRole('button').count()).toBe(0);

  // The leads are gone from the creator's own list.
  await page.getByRole('link', { name: 'My Leads' }).click();
  await page.waitForURL('**/#/data-creator/my-leads');
  await page.getByText('No data found.').waitFor();
  expect(errors).toEqual([]);
});
