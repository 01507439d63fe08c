/**
 * Staff editing in Chromium at 1280×800: an admin renames a picker from Manage Data Pickers, and the new
 * name shows in that list and in the picker's row of Picked Leads; staff phones read formatted.
 */
import { expect, it } from 'vitest';
import { leadsApi, pathTo } from '../../src/contract';
import { chooseRowAction } from './support/row-actions';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** The picker claims the creator's lead and finishes it as valid, through the API as Collect does. */
async function pickOneLead(picker: { email: string; password: string }) {
  const api = `${suite.server.url}/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: picker.email, password: picker.password }),
  });
  const token: string = (await login.json()).data.accessToken;
  const claim = await fetch(`${api}${pathTo(leadsApi.claim)}`, { headers: { authorization: token } });
  expect(claim.status).toBe(200);
  const finish = await fetch(`${api}${pathTo(leadsApi.finish)}`, {
    method: 'PATCH',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ number_status: 'valid' }),
  });
  expect(finish.status).toBe(200);
}

it('shows a picker’s new name in the tables once an admin edited it', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    adminId: admin._id,
    assignFor: 'rental-picker',
  });
  const picker = await suite.server.addUser('data-picker', {
    name: 'Pete Picker',
    adminId: admin._id,
    teamLeaderId: leader._id,
    contact: '+15075550131',
  });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '5552013344');
  await pickOneLead(picker);

  const { page, errors } = await signedInTab(suite, admin, '/admin/create-teamLeader');

  await page.getByRole('link', { name: 'Manage Data Pickers' }).click();
  const pickers = page.getByRole('table', { name: 'Manage Data Pickers' });
  const row = pickers.getByRole('row', { name: /Pete Picker/ });
  await row.waitFor();
  // Staff phones read as the lead tables' numbers do, not as stored (+15075550131).
  await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('(507) 555-0131');

  await chooseRowAction(row, 'Pete Picker', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Update DataPicker' });
  await dialog.getByLabel('Full Name').fill('Peter Pickford');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Updated successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await pickers.getByRole('row', { name: /Peter Pickford/ }).waitFor();
  expect(await pickers.getByRole('row', { name: /Pete Picker\b/ }).count()).toBe(0);

  await page.getByRole('link', { name: 'Picked Leads' }).click();
  const picked = page.getByRole('table', { name: 'Picked Leads' });
  await picked.getByRole('row', { name: /Peter Pickford/ }).waitFor();
  expect(await picked.getByRole('row', { name: /Pete Picker\b/ }).count()).toBe(0);
  expect(errors).toEqual([]);
});
