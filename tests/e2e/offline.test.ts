/**
 * Collect through a dropped connection on a 390 × 844 phone (docs/rules/claiming.md#d5.25): Finish with the network
 * cut is kept ('Offline: 1 action waiting') and the screen moves on, a claim says it needs a connection,
 * and with the network back the Finish is sent ('Sent'); the server holds one finish even when the
 * page sends the kept request twice more with its key.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { rentals } from '../../server/src/db/schema';
import { AUTH_STORAGE_KEY } from '../../src/core/auth-store';
import type { KeptAction } from '../../src/core/outbox/kept-actions';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** The actions the page keeps in IndexedDB, read as the page stores them. */
const keptInPage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<KeptAction[]>((resolve, reject) => {
        const opening = indexedDB.open('rl-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('actions').objectStore('actions').getAll();
          all.onsuccess = () => resolve(all.result as KeptAction[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** The kept request sent once more by the page, with its key and the page's token: its status and body. */
const sendAgain = (page: Page, action: KeptAction, authKey: string) =>
  page.evaluate(
    async ({ action, authKey }) => {
      const token = JSON.parse(localStorage.getItem(authKey) ?? '{}').state.accessToken as string;
      const response = await fetch(`/api/v1${action.path}`, {
        method: action.method,
        headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': action.key },
        body: JSON.stringify(action.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { action, authKey },
  );

it('keeps a Finish pressed offline, sends it once when the network is back', async () => {
  const admin = await suite.server.addUser('admin');
  const leader = await suite.server.addUser('team-leader', {
    assignFor: 'rental-picker',
    adminId: admin._id,
  });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, teamLeaderId: leader._id });
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  await suite.server.addLead(creator._id, '5554000001');
  await suite.server.addLead(creator._id, '5554000002');

  const tab = await signedInTab(suite, picker, '/data-picker/collect', {
    viewport: { width: 390, height: 844 },
  });
  const { page, context } = tab;
  // What the browser says of the calls it could not send while the network was cut.
  tab.expected.push(/ERR_INTERNET_DISCONNECTED/, /WebSocket/);
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  const held = page.getByRole('region', { name: 'Fetched rental' });
  await held.waitFor();
  // The cards under the lead load their code after the first paint; without a service worker that
  // precached it, code not loaded yet cannot come while the network is cut.
  await page.getByRole('heading', { name: 'Message to creator' }).waitFor();
  await page.getByRole('heading', { name: 'First message' }).waitFor();

  await context.setOffline(true);
  await held.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('status').filter({ hasText: 'Offline: 1 action waiting' }).waitFor();
  await held.waitFor({ state: 'detached' });
  const [kept] = await keptInPage(page);
  expect(kept).toMatchObject({
    method: 'PATCH',
    path: '/rental/complete-task',
    body: { number_status: 'valid' },
  });
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  await page.getByText('Claiming a lead needs a connection').waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await context.setOffline(false);
  await page
    .getByRole('status')
    .filter({ hasText: /^Sent$/ })
    .waitFor();
  expect(await keptInPage(page)).toEqual([]);

  // The page sends the kept request twice more at once: the server answers the first answer and changes nothing.
  const [replay, again] = await Promise.all([
    sendAgain(page, kept!, AUTH_STORAGE_KEY),
    sendAgain(page, kept!, AUTH_STORAGE_KEY),
  ]);
  expect([replay.status, again.status]).toEqual([200, 200]);
  expect(again.body).toEqual(replay.body);
  const finished = await suite.server.app.db
    .select({ id: rentals.id, numberStatus: rentals.numberStatus })
    .from(rentals)
    .where(eq(rentals.fetcherId, picker._id));
  expect(finished).toEqual([{ id: replay.body.data.rental._id, numberStatus: 'valid' }]);
  expect(tab.errors.filter((error) => !tab.expected.some((pattern) => pattern.test(error)))).toEqual([]);
});
