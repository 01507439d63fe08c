/**
 * Correcting a lead in Chromium (docs/rules/leads.md#d5.21): a creator corrects her unclaimed lead from My Leads, her
 * leader corrects a lead a picker already finished from All Leads, and the admin's Audit Trail shows both
 * corrections with each field's old → new value.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { rentals } from '../../server/src/db/schema';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** Correct… on the row holding `text`, then `label` set to `value` and saved. */
async function correct(page: Page, table: string, text: string, label: string, value: string) {
  await rowOf(page, table, text)
    .getByRole('button', { name: /Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Correct…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct lead' });
  await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Lead corrected').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

it('lets a creator correct an unclaimed lead and a leader a claimed one, the audit showing old → new', async () => {
  const admin = await suite.server.addUser('admin', { name: 'Ada Admin' });
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-creator',
    adminId: admin._id,
    name: 'Lena Leader',
  });
  const creator = await suite.server.addUser('data-creator', {
    adminId: admin._id,
    teamLeaderId: leader._id,
    name: 'Cora Creator',
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id });
  const lead = {
    facebookName: 'Seeded Lead',
    houseAptDetails: 'Studio apt, pets ok',
    creatorId: creator._id,
    creatorAdminId: admin._id,
    creatorLeaderId: leader._id,
  };
  const now = new Date();
  await suite.server.app.db.insert(rentals).values([
    {
      ...lead,
      clientName: 'Wanda',
      number: '+15552013344',
      rent: '$800',
      address: '1 Test Road',
      postLink: 'https://facebook.com/posts/w',
    },
    {
      ...lead,
      clientName: 'Pia',
      number: '+15552015566',
      rent: '$900',
      address: '2 Test Road',
      postLink: 'https://facebook.com/posts/p',
      fetcherId: picker._id,
      fetcherAdminId: admin._id,
      isFetched: true,
      isFinished: true,
      fetchedAt: now,
      finishedDate: now,
      numberStatus: 'valid',
    },
  ]);

  const { page: creatorPage, errors: creatorErrors } = await signedInTab(
    suite,
    creator,
    '/data-creator/create',
  );
  await creatorPage.goto(`${suite.server.url}/#/data-creator/my-leads`);
  // A claimed lead has no Correct… for its creator: only its conversation (docs/rules/messages.md#d5.20) and its calls
  // (docs/rules/claiming.md#d5.24).
  await rowOf(creatorPage, 'My Leads', 'Pia')
    .getByRole('button', { name: /Actions for/ })
    .click();
  expect(await creatorPage.getByRole('menuitem').allTextContents()).toEqual(['Messages…', 'Calls…']);
  await creatorPage.keyboard.press('Escape');
  await correct(creatorPage, 'My Leads', 'Wanda', 'Client Name', 'Wanda Ruiz');
  await rowOf(creatorPage, 'My Leads', 'Wanda Ruiz').waitFor();

  const { page: leaderPage, errors: leaderErrors } = await signedInTab(
    suite,
    leader,
    '/team-leader/create-dataCreator',
  );
  await leaderPage.goto(`${suite.server.url}/#/team-leader/manage-by-creators`);
  await correct(leaderPage, 'All Leads', 'Pia', 'Rent', '$950');
  await expect.poll(() => rowOf(leaderPage, 'All Leads', 'Pia').textContent()).toContain('$950');

  const { page: adminPage, errors: adminErrors } = await signedInTab(
    suite,
    admin,
    '/admin/create-teamLeader',
  );
  await adminPage.goto(`${suite.server.url}/#/admin/audit`);
  const corrected = adminPage
    .getByRole('table', { name: 'Audit Trail' })
    .getByRole('row')
    .filter({ hasText: 'Lead corrected' });
  await expect.poll(() => corrected.count()).toBe(2);
  const changes = await corrected.evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent));
  expect(changes).toEqual(['Rent: $900 → $950', 'Client Name: Wanda → Wanda Ruiz']);
  expect(await corrected.first().textContent()).toContain('Lena Leader');
  expect(await corrected.last().textContent()).toContain('Cora Creator');
  expect([...creatorErrors, ...leaderErrors, ...adminErrors]).toEqual([]);
});
