/**
 * Web Push in Chromium (docs/rules/notifications.md#d16.2, d16.4, d16.6): turning notifications on in the
 * profile stores this device's subscription, and the host page's service worker shows a pushed notice
 * and, on a tap, opens Collect on the due callback it names. Headless Chromium reaches no push service,
 * so only the subscription's endpoint is stood in for (PushManager.prototype.subscribe answers one whose
 * keys the test made); the push itself comes through the DevTools protocol.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/raw-rows';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

/** Resolves once the host page's worker controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

const notificationsShown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
    })),
  );

it('turning notifications on in the profile stores this device’s subscription', async () => {
  const picker = await suite.server.addUser('data-picker');
  const { page, context, errors } = await signedInTab(suite, picker, '/data-picker/collect', {
    serviceWorkers: 'allow',
  });
  await controlled(page);
  await context.grantPermissions(['notifications'], { origin: suite.server.url });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const device = {
    endpoint: `https://push.example.com/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.evaluate((made) => {
    PushManager.prototype.subscribe = async () =>
      ({
        endpoint: made.endpoint,
        toJSON: () => made,
        unsubscribe: async () => true,
      }) as unknown as PushSubscription;
  }, device);
  await page.evaluate(() => {
    window.location.hash = '#/profile';
  });
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.getByRole('radio', { name: 'Off' }).waitFor();
  // The choice shows once it is saved, so it is pressed, not checked.
  await section.getByRole('radio', { name: 'On this device' }).click();
  await page.getByText('Notifications are on for this device').first().waitFor();
  expect(await section.getByRole('radio', { name: 'On this device' }).isChecked()).toBe(true);
  await section.getByRole('button', { name: 'Send a test notification' }).waitFor();

  const kept = await rowsOf<{ endpoint: string; p256dh: string; auth: string }>(
    suite.server.app.db,
    sql`SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ${picker._id}`,
  );
  expect(kept).toEqual([{ endpoint: device.endpoint, ...device.keys }]);
  expect(errors).toEqual([]);
});

it('the worker shows a pushed notice, and its tap opens Collect on the due callback', async () => {
  const picker = await suite.server.addUser('data-picker');
  const creator = await suite.server.addUser('data-creator');
  await suite.server.addLead(creator._id, '5554100001');
  // A callback of the picker's, due a minute ago, as a Call Back Later for itself leaves it.
  const [lead] = await rowsOf<{ id: string }>(
    suite.server.app.db,
    sql`UPDATE rentals SET outcome = 'callback', attempts = 1, callback_picker_id = ${picker._id},
      due_at = ${new Date(Date.now() - 60_000)}::timestamptz
    WHERE number = '+15554100001' RETURNING id`,
  );

  const { page, context, errors } = await signedInTab(suite, picker, '/data-picker/collect', {
    serviceWorkers: 'allow',
  });
  await controlled(page);
  await context.grantPermissions(['notifications'], { origin: suite.server.url });
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${suite.server.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const notice = {
    title: 'Callback due now',
    body: "Your callback for Seeded's lead is due. Tap to open it.",
    url: `#/data-picker/collect?callback=${lead!.id}`,
    tag: `callback-due:${lead!.id}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: suite.server.url,
    registrationId: await registered,
    data: JSON.stringify(notice),
  });
  await expect
    .poll(() => notificationsShown(page), { timeout: 20_000 })
    .toEqual([{ title: notice.title, body: notice.body, tag: notice.tag }]);

  // The tap: the notification's click event, dispatched in the worker on the notification it shows.
  const worker = context.serviceWorkers().find((one) => one.url() === `${suite.server.url}/sw.js`);
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [shown] = await scope.registration.getNotifications();
    const NotificationEventOf = (
      self as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    const click = new NotificationEventOf('notificationclick', { notification: shown });
    let work: Promise<unknown> = Promise.resolve();
    // A page-made event has no waitUntil of its own; the handler's work is awaited here instead.
    Object.defineProperty(click, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
    scope.dispatchEvent(click);
    await work;
  });
  const held = page.getByRole('region', { name: 'Fetched rental' });
  await held.getByText('Served again after Call Back Later: attempt 2').waitFor();
  await held.getByText('410-0001').first().waitFor();
  // The notice's parameter is read once: a reload does not open anything again.
  expect(new URL(page.url()).hash).toBe('#/data-picker/collect');
  expect(await notificationsShown(page)).toEqual([]);
  expect(errors).toEqual([]);
});
