/**
 * Team operations end to end in Chromium (docs/rules/operations.md, docs/rules/people.md D4.8–D4.9):
 * a picker's claim reaches its admin's live board in another browser context within a second, the
 * admin releases it and the picker's Collect screen says so; a picker's outcomes and skips of the day
 * show on its row as they happen; the admin moves a picker to another leader, and deletes a leader with
 * staff through the move choice.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { LoginResult } from '../../src/contract';
import { chooseRowAction } from './support/row-actions';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

async function group(name: string) {
  const admin = await suite.server.addUser('admin', { name: `${name} Admin` });
  const leader = (who: string) =>
    suite.server.addUser('team-leader', { name: who, assignFor: 'rental-picker', adminId: admin._id });
  return { admin, leader };
}

const pickerRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

it("shows a claim on the admin's board within a second, and the release on the picker's screen", async () => {
  const { admin, leader } = await group('Board');
  const lead = await leader('Lena Leader');
  const picker = await suite.server.addUser('data-picker', {
    name: 'Pete Picker',
    adminId: admin._id,
    teamLeaderId: lead._id,
  });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '5554440101');

  const board = await signedInTab(suite, admin, '/admin/create-teamLeader');
  await board.page.goto(`${suite.server.url}/#/admin/operations`);
  const row = pickerRow(board.page, 'Pete Picker');
  await row.getByText('Offline').waitFor();

  const collect = await signedInTab(suite, picker, '/data-picker/collect');
  // The picker's open Collect screen is its presence: the board says it is there, idle.
  await row.getByText('Idle').waitFor();
  await collect.page.getByRole('button', { name: 'Fetch Rental' }).click();
  await collect.page.getByRole('region', { name: 'Fetched rental' }).waitFor();
  // docs/rules/operations.md#d9.2: within one second of the claim, without a reload.
  await row.getByText(/^Holding lead \(555\) 444-0101 for \d\d:\d\d$/).waitFor({ timeout: 1000 });
  const summary = board.page.getByRole('region', { name: 'Board summary' });
  await expect.poll(() => summary.textContent()).toContain('Held now1');

  await row.getByRole('button', { name: 'Release lead (555) 444-0101 held by Pete Picker' }).click();
  const dialog = board.page.getByRole('dialog', { name: 'Release lead (555) 444-0101' });
  await dialog.getByRole('button', { name: 'Release' }).click();
  await board.page.getByText('Lead released back to the pool').waitFor();
  await row.getByText('Idle').waitFor();

  const alert = collect.page.getByRole('alert').filter({ hasText: 'Lead released' });
  await alert.getByText(/^Your lead .*444.*0101 was released back to the pool by a supervisor$/).waitFor();
  expect(await collect.page.getByRole('region', { name: 'Fetched rental' }).count()).toBe(0);
  expect(board.errors).toEqual([]);
  expect(collect.errors).toEqual([]);
});

/** A call to the API as the widgets make it, answering its data. */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.server.url}/api/v1${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data as T;
}

it("shows a picker's outcomes and skips of the day on its row as they happen", async () => {
  const { admin, leader } = await group('Outcomes');
  const lead = await leader('Otto Leader');
  const picker = await suite.server.addUser('data-picker', {
    name: 'Olga Outcome',
    adminId: admin._id,
    teamLeaderId: lead._id,
  });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  for (const number of ['5554440201', '5554440202', '5554440203'])
    await suite.server.addLead(creator._id, number);

  const board = await signedInTab(suite, admin, '/admin/create-teamLeader');
  await board.page.goto(`${suite.server.url}/#/admin/operations`);
  const row = pickerRow(board.page, 'Olga Outcome');
  await row.getByText('Offline').waitFor();
  expect(await board.page.getByRole('columnheader', { name: 'Outcomes and skips today' }).count()).toBe(1);

  const token = (
    await api<LoginResult>('', 'POST', '/auth/login', { email: picker.email, password: picker.password })
  ).accessToken;
  await api(token, 'GET', '/rental/get-single-rental');
  await api(token, 'PATCH', '/rental/complete-task', { outcome: 'no-answer' });
  await row.getByText('No Answer 1').waitFor();
  await api(token, 'GET', '/rental/get-single-rental');
  await api(token, 'PATCH', '/rental/complete-task', { outcome: 'not-interested' });
  await api(token, 'GET', '/rental/get-single-rental');
  await api(token, 'PATCH', '/rental/skip', { reason: 'language' });
  await row
    .getByText(
      /^No Answer 1 · Not Interested 1 · Skipped 1 \(latest \d{1,2}:\d\d [AP]M: Language I do not speak\)$/,
    )
    .waitFor();
  // A No Answer and a Not Interested are picks of the day; a skip is not.
  await row.getByText('2 / 100').waitFor();
  expect(board.errors).toEqual([]);
});

it('moves a picker to another leader, and deletes a leader with staff by moving them first', async () => {
  const { admin, leader } = await group('Move');
  const first = await leader('Fiona First');
  const second = await leader('Sam Second');
  await suite.server.addUser('data-picker', {
    name: 'Mo Mover',
    adminId: admin._id,
    teamLeaderId: first._id,
  });
  await suite.server.addUser('data-picker', {
    name: 'Stu Stayer',
    adminId: admin._id,
    teamLeaderId: first._id,
  });

  const tab = await signedInTab(suite, admin, '/admin/create-teamLeader');
  const { page } = tab;
  await page.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  await chooseRowAction(page, 'Mo Mover', 'Move');
  const move = page.getByRole('dialog', { name: 'Move DataPicker' });
  await move.getByLabel('New Team Leader').selectOption({ label: `Sam Second (${second.email})` });
  await move.getByRole('button', { name: 'Move' }).click();
  await page.getByText('Moved successfully').waitFor();
  await pickerRow(page, 'Mo Mover').getByText('Sam Second').waitFor();
  await pickerRow(page, 'Stu Stayer').getByText('Fiona First').waitFor();

  await page.goto(`${suite.server.url}/#/admin/manage-teamLeaders`);
  await chooseRowAction(page, 'Fiona First', 'Delete');
  const remove = page.getByRole('dialog', { name: 'Delete TeamLeader' });
  await remove.getByLabel('Move their staff to').selectOption({ label: `Sam Second (${second.email})` });
  await remove.getByText('Their staff will move to Sam Second first, then Fiona First is deleted.').waitFor();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Deleted successfully').waitFor();
  await expect.poll(() => pickerRow(page, 'Fiona First').count()).toBe(0);

  await page.goto(`${suite.server.url}/#/admin/manage-dataPickers`);
  await pickerRow(page, 'Stu Stayer').getByText('Sam Second').waitFor();
  expect(tab.errors).toEqual([]);
});
