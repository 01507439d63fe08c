/**
 * API keys in Chromium (docs/rules/integrations.md#d15.3): an admin creates a key on the Integrations
 * screen and sees its secret once; another tool creates a lead with it over HTTP; the lead shows in
 * All Leads with the key as its source, and the key's last use is listed.
 */
import { expect, it } from 'vitest';
import { leadsApi, pathTo } from '../../src/contract';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

it('creates a key, shows its secret once, and lists the lead another tool created with it', async () => {
  const admin = await suite.server.addUser('admin');
  const { page, errors } = await signedInTab(suite, admin, '/admin/create-teamLeader');
  await page.getByRole('link', { name: 'Integrations' }).click();
  await page.waitForURL('**/#/admin/integrations');
  await page.getByText('No API keys yet.').waitFor();

  await page.getByRole('button', { name: 'Create key' }).click();
  const form = page.getByRole('dialog', { name: 'Create key' });
  await form.getByLabel('Name').fill('Lead scraper');
  await form.getByRole('checkbox', { name: 'Create leads' }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await shown.getByText('Copy it now: you will not see it again.').waitFor();
  const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^rlk_[0-9a-f]{12}_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  // Once closed, the secret is nowhere on the page: the list shows only its prefix.
  const row = page.getByRole('row', { name: /Lead scraper/ });
  await row.waitFor();
  expect(await page.content()).not.toContain(secret);
  expect(await row.textContent()).toContain(`${secret.slice(0, 16)}…`);
  expect(await row.textContent()).toContain('Never');

  const answer = await fetch(`${suite.server.url}/api/v1${pathTo(leadsApi.create)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': secret },
    body: JSON.stringify({
      facebook_name: 'Maria FB',
      client_name: 'Maria Lopez',
      number: '(555) 301-4455',
      rent: '$950',
      houseApt_details: '2 bedrooms',
      address: '44 Harbour Road, Springfield',
      post_link: 'https://facebook.com/groups/rentals/posts/api-1',
    }),
  });
  expect(answer.status).toBe(200);

  await page.reload();
  const used = page.getByRole('row', { name: /Lead scraper/ });
  await used.waitFor();
  expect(await used.textContent()).not.toContain('Never');

  await page.getByRole('link', { name: 'All Leads' }).click();
  await page.waitForURL('**/#/admin/**');
  const lead = page.getByRole('row', { name: /Maria Lopez/ });
  await lead.waitFor();
  expect(await lead.textContent()).toContain('API key: Lead scraper');
  expect(errors).toEqual([]);
});
