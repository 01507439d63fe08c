/**
 * Webhooks in Chromium (docs/rules/integrations.md#d15.7): an admin adds one on the Integrations screen and sees its
 * secret once; a lead its group's creator enters reaches the receiver, signed; the delivery is in the log, and
 * Resend sends the same event again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LoginResult, leadsApi, pathTo } from '../../src/contract';
import { type Receiver, startReceiver, verified } from '../api/webhooks/receiver';
import { type AppServer, startAppServer } from './support/app-server';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let server: AppServer;
let receiver: Receiver;

beforeAll(async () => {
  // The receiver is on loopback, which only this setting lets a webhook call (docs/rules/integrations.md#d15.8).
  [server, receiver] = await Promise.all([startAppServer({ webhookAllowPrivate: true }), startReceiver()]);
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${json.message}`);
  return json.data as T;
}

it('adds a webhook, shows its secret once, logs the delivery of a new lead and sends it again on Resend', async () => {
  const admin = await server.addUser('admin');
  const creator = await server.addUser('data-creator', { adminId: admin._id });
  const { page, errors } = await signedInTab(
    { server, browser: suite.browser },
    admin,
    '/admin/create-teamLeader',
  );
  await page.getByRole('link', { name: 'Integrations' }).click();
  await page.waitForURL('**/#/admin/integrations');
  // A group without webhooks shows its empty state once loaded (the table is there only while loading).
  await page.getByText('No webhooks yet: Add webhook sends the first events.').waitFor();

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const form = page.getByRole('form', { name: 'New webhook' });
  await form.getByLabel('URL').fill(receiver.url);
  await form.getByRole('checkbox', { name: 'lead.created' }).check();
  await form.getByRole('button', { name: 'Add' }).click();
  const shown = page.getByRole('dialog', { name: 'The webhook’s secret' });
  const secret = (await shown.getByText(/^whsec_/).textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  expect(await page.content()).not.toContain(secret);

  const { accessToken } = await post<LoginResult>('/auth/login', {
    email: creator.email,
    password: creator.password,
  });
  await post(
    pathTo(leadsApi.create),
    {
      facebook_name: 'Maria FB',
      client_name: 'Maria Lopez',
      number: '(555) 301-7788',
      rent: '$950',
      houseApt_details: '2 bedrooms',
      address: '12 Harbour Road, Springfield',
      post_link: 'https://facebook.com/groups/rentals/posts/hook-1',
    },
    accessToken,
  );
  // Sent by the server's own round (every 2 s), not by the test.
  await expect.poll(() => receiver.received.length).toBe(1);
  expect(verified(secret, receiver.received[0]!).type).toBe('lead.created');

  await page.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
  await page.getByRole('menuitem', { name: 'Delivery log' }).click();
  const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
  const delivery = log.getByRole('row', { name: /lead\.created/ });
  await delivery.getByText('Delivered').waitFor();
  await delivery.getByText('200').waitFor();
  await delivery.getByRole('button', { name: /Resend lead\.created/ }).click();
  await expect.poll(() => receiver.received.length).toBe(2);
  const [first, again] = receiver.received;
  // The same event again: its id and payload, signed anew.
  expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  expect(verified(secret, again!).data).toEqual(verified(secret, first!).data);
  expect(errors).toEqual([]);
});
