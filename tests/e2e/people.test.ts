/**
 * The staff hierarchy end to end in Chromium: the super-admin creates an admin, the admin creates
 * both kinds of leader, each leader creates its own kind of staff, and the admin manages them.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { TestPage } from './support/browser';
import { chooseRowAction } from './support/row-actions';
import { type Credentials, signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const PASSWORD = 'staff-pass-1';

async function signOut(page: Page) {
  await page.locator('rl-shell [part="profile-button"]').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/#\/$/);
}

async function fillPerson(page: Page, name: string, email: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact').fill('5551234567');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

const menu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

it('builds and manages the hierarchy through the host page', async () => {
  const tabs: TestPage[] = [];
  /** Each person in a browser of their own, signed in with the password their creator gave. */
  const signedIn = async (who: Credentials, home: string) => {
    const tab = await signedInTab(suite, who, home);
    tabs.push(tab);
    return tab.page;
  };
  const staff = (email: string) => ({ email, password: PASSWORD });

  const root = await signedIn(suite.server.superAdmin, '/super-admin/operations');
  await root.goto(`${suite.server.url}/#/super-admin/create-admin`);
  await fillPerson(root, 'Ada Admin', 'ada@rental-leads.test');
  await root.getByRole('button', { name: 'Create Admin' }).click();
  await root.getByText('Admin created successfully').waitFor();

  const ada = await signedIn(staff('ada@rental-leads.test'), '/admin/create-teamLeader');
  const leaders = [
    ['Cleo Creators', 'cleo@rental-leads.test', 'rental-creator'],
    ['Pia Pickers', 'pia@rental-leads.test', 'rental-picker'],
  ] as const;
  for (const [name, email, assignment] of leaders) {
    await fillPerson(ada, name, email);
    await ada.getByLabel('Assign For').selectOption(assignment);
    await ada.getByRole('button', { name: 'Create Team Leader' }).click();
    await ada.getByText('Team leader created successfully').first().waitFor();
    await ada.getByLabel('Full Name').and(ada.locator('[value=""]')).waitFor();
  }

  const cleo = await signedIn(staff('cleo@rental-leads.test'), '/team-leader/create-dataCreator');
  await expect
    .poll(() => menu(cleo))
    .toEqual(['Create Data Creator', 'Manage Data Creators', 'All Leads', 'Reports']);
  await fillPerson(cleo, 'Cory Creator', 'cory@rental-leads.test');
  await cleo.getByRole('button', { name: 'Create Data Creator' }).click();
  await cleo.getByText('Data Creator created successfully').waitFor();

  const pia = await signedIn(staff('pia@rental-leads.test'), '/team-leader/create-dataPicker');
  await expect
    .poll(() => menu(pia))
    .toEqual([
      'Create Data Picker',
      'Manage Data Pickers',
      'All Leads',
      'Picked Leads',
      'Client Details',
      'Closed Rentals',
      'Operations',
      'Reports',
    ]);
  await fillPerson(pia, 'Pat Picker', 'pat@rental-leads.test');
  await pia.getByRole('button', { name: 'Create Data Picker' }).click();
  await pia.getByText('Data Picker created successfully').waitFor();

  await ada.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  const patRow = ada.getByRole('row').filter({ hasText: 'Pat Picker' });
  await patRow.waitFor();
  await expect(patRow.getByRole('cell').allTextContents()).resolves.toContain('Pia Pickers');
  await chooseRowAction(ada, 'Pat Picker', 'Edit');
  await ada.getByRole('dialog', { name: 'Update DataPicker' }).waitFor();
  await ada.getByPlaceholder('Enter limit').fill('25');
  await ada.getByRole('button', { name: 'Update', exact: true }).click();
  await ada.getByText('Updated successfully').waitFor();
  await patRow.getByRole('cell', { name: '25', exact: true }).waitFor();

  await ada.goto(`${suite.server.url}/#/admin/manage-teamLeaders`);
  await chooseRowAction(ada, 'Pia Pickers', 'Delete');
  const confirm = ada.getByRole('dialog', { name: 'Delete TeamLeader' });
  await confirm.getByText('Confirm!').waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await ada.getByText('Reassign or delete their staff first').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await ada.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  await chooseRowAction(ada, 'Pat Picker', 'Delete');
  await ada
    .getByRole('dialog', { name: 'Delete DataPicker' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await ada.getByText('Deleted successfully').waitFor();
  await ada.getByRole('row').filter({ hasText: 'Pat Picker' }).waitFor({ state: 'detached' });

  await ada.goto(`${suite.server.url}/#/profile`);
  await ada.getByRole('region', { name: 'My Info' }).getByText('Ada Admin').waitFor();
  await signOut(ada);

  // The deleted picker is refused at the login form.
  await ada.getByLabel('Email').fill('pat@rental-leads.test');
  await ada.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await ada.getByRole('button', { name: 'Login' }).click();
  await expect(ada.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');

  const cory = await signedIn(staff('cory@rental-leads.test'), '/data-creator/create');
  await cory.goto(`${suite.server.url}/#/profile`);
  await cory.getByRole('region', { name: 'Admin Info' }).getByText('Ada Admin').waitFor();
  await cory.getByRole('region', { name: 'Team Leader Info' }).getByText('Cleo Creators').waitFor();
  // The refused actions above answer 409 (leader with staff) and 401 (deleted picker): expected.
  const errors = tabs.flatMap((tab) => tab.errors);
  expect(errors.filter((e) => !/status of (401|409)/.test(e))).toEqual([]);
});
