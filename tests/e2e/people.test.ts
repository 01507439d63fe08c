/**
 * The staff hierarchy end to end in Chromium: the super-admin creates an admin, the admin creates
 * both kinds of leader, each leader creates its own kind of staff, and the admin manages them.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPage, type TestPage } from './support/browser';
import { chooseRowAction } from './support/row-actions';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let tab: TestPage;

beforeAll(async () => {
  tab = await newPage(suite.browser);
});
afterAll(async () => {
  await tab?.close();
});

const PASSWORD = 'staff-pass-1';

async function signIn(page: Page, email: string, password: string, home: string) {
  await page.goto(`${suite.server.url}/#/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`**/#${home}`);
}

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
  const { page, errors } = tab;

  await signIn(
    page,
    suite.server.superAdmin.email,
    suite.server.superAdmin.password,
    '/super-admin/create-admin',
  );
  await fillPerson(page, 'Ada Admin', 'ada@rental-leads.test');
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await page.getByText('Admin created successfully').waitFor();
  await signOut(page);

  await signIn(page, 'ada@rental-leads.test', PASSWORD, '/admin/create-teamLeader');
  const leaders = [
    ['Cleo Creators', 'cleo@rental-leads.test', 'rental-creator'],
    ['Pia Pickers', 'pia@rental-leads.test', 'rental-picker'],
  ] as const;
  for (const [name, email, assignment] of leaders) {
    await fillPerson(page, name, email);
    await page.getByLabel('Assign For').selectOption(assignment);
    await page.getByRole('button', { name: 'Create Team Leader' }).click();
    await page.getByText('Team leader created successfully').first().waitFor();
    await page.getByLabel('Full Name').and(page.locator('[value=""]')).waitFor();
  }
  await signOut(page);

  await signIn(page, 'cleo@rental-leads.test', PASSWORD, '/team-leader/create-dataCreator');
  expect(await menu(page)).toEqual(['Create Data Creator', 'Manage Data Creators', 'All Leads', 'Reports']);
  await fillPerson(page, 'Cory Creator', 'cory@rental-leads.test');
  await page.getByRole('button', { name: 'Create Data Creator' }).click();
  await page.getByText('Data Creator created successfully').waitFor();
  await signOut(page);

  await signIn(page, 'pia@rental-leads.test', PASSWORD, '/team-leader/create-dataPicker');
  expect(await menu(page)).toEqual([
    'Create Data Picker',
    'Manage Data Pickers',
    'All Leads',
    'Picked Leads',
    'Client Details',
    'Closed Rentals',
    'Operations',
    'Reports',
  ]);
  await fillPerson(page, 'Pat Picker', 'pat@rental-leads.test');
  await page.getByRole('button', { name: 'Create Data Picker' }).click();
  await page.getByText('Data Picker created successfully').waitFor();
  await signOut(page);

  await signIn(page, 'ada@rental-leads.test', PASSWORD, '/admin/create-teamLeader');
  await page.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  const patRow = page.getByRole('row').filter({ hasText: 'Pat Picker' });
  await patRow.waitFor();
  await expect(patRow.getByRole('cell').allTextContents()).resolves.toContain('Pia Pickers');
  await chooseRowAction(page, 'Pat Picker', 'Edit');
  await page.getByRole('dialog', { name: 'Update DataPicker' }).waitFor();
  await page.getByPlaceholder('Enter limit').fill('25');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('Updated successfully').waitFor();
  await patRow.getByRole('cell', { name: '25', exact: true }).waitFor();

  await page.goto(`${suite.server.url}/#/admin/manage-teamLeaders`);
  await chooseRowAction(page, 'Pia Pickers', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete TeamLeader' });
  await confirm.getByText('Confirm!').waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Reassign or delete their staff first').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  await chooseRowAction(page, 'Pat Picker', 'Delete');
  await page
    .getByRole('dialog', { name: 'Delete DataPicker' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await page.getByText('Deleted successfully').waitFor();
  await page.getByRole('row').filter({ hasText: 'Pat Picker' }).waitFor({ state: 'detached' });

  await page.goto(`${suite.server.url}/#/profile`);
  await page.getByRole('region', { name: 'My Info' }).getByText('Ada Admin').waitFor();
  await signOut(page);

  await page.getByLabel('Email').fill('pat@rental-leads.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');

  await signIn(page, 'cory@rental-leads.test', PASSWORD, '/data-creator/create');
  await page.goto(`${suite.server.url}/#/profile`);
  await page.getByRole('region', { name: 'Admin Info' }).getByText('Ada Admin').waitFor();
  await page.getByRole('region', { name: 'Team Leader Info' }).getByText('Cleo Creators').waitFor();
  // The refused actions above answer 409 (leader with staff) and 401 (deleted picker): expected.
  expect(errors.filter((e) => !/status of (401|409)/.test(e))).toEqual([]);
});
