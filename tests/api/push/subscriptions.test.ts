/**
 * A device's Web Push subscription (docs/rules/notifications.md#d16.1–d16.2): the server's VAPID key, a
 * subscription kept per device and checked (https endpoint, key lengths), removed by its own user only,
 * or when the push service says it is gone, or when the account is deleted; and the test notification,
 * posted to the tests' own push service, decrypted with the device's keys.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleApi, pushApi, ROLES } from '../../../src/contract';
import {
  addPerson,
  login,
  manualClock,
  type Person,
  query,
  startTestServer,
  type TestServer,
} from '../support';
import { type PushService, startPushService, type TestDevice } from '../support/push-service';

let server: TestServer;
let push: PushService;
let picker: Person;
let creator: Person;

beforeAll(async () => {
  push = await startPushService();
  const clock = manualClock();
  server = await startTestServer({ now: clock.now, pushAllowLoopbackHttp: true, pushSweepMs: 0 });
  picker = await addPerson(server, { role: 'data-picker' });
  creator = await addPerson(server, { role: 'data-creator' });
});
afterAll(async () => {
  await server.close();
  await push.close();
});

const subscribe = (who: Person, body: unknown) =>
  server.call(pushApi.subscribe, { token: who.token(), body });
const unsubscribe = (who: Person, endpoint: string) =>
  server.call(pushApi.unsubscribe, { token: who.token(), body: { endpoint } });
const devicesOf = async (who: Person) =>
  (
    await query<{ endpoint: string }>(
      server,
      sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${who.id} ORDER BY created_at, endpoint`,
    )
  ).map((row) => row.endpoint);

async function subscribed(who: Person): Promise<TestDevice> {
  const device = push.device();
  const answer = await subscribe(who, device.subscription);
  expect(answer.status, answer.body.message).toBe(200);
  return device;
}

/** Keys of the right lengths, for refusals that are about something else. */
const goodKeys = () => ({ p256dh: `B${'A'.repeat(86)}`, auth: Buffer.alloc(16).toString('base64url') });
const NOT_HTTPS = 'The subscription endpoint must be an https address';
const BAD_KEYS = 'The subscription keys are not valid';

describe('GET /push/key', () => {
  it('gives every signed-in role the same public key, kept across calls', async () => {
    const first = await server.call(pushApi.key, { token: picker.token() });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Push key loaded');
    // An uncompressed P-256 point: 65 bytes, base64url.
    expect(Buffer.from(first.body.data.publicKey, 'base64url')).toHaveLength(65);
    for (const role of ROLES.filter((r) => r !== 'super-admin')) {
      const who = await addPerson(server, { role });
      expect((await server.call(pushApi.key, { token: who.token() })).body.data).toEqual(first.body.data);
    }
  });

  it('is refused without a sign-in', async () => {
    expect((await server.call(pushApi.key)).status).toBe(401);
  });
});

describe('POST /push/subscriptions', () => {
  it('keeps this device for the caller, once however often it subscribes', async () => {
    const device = push.device();
    const answer = await subscribe(picker, device.subscription);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Notifications are on for this device');
    expect((await subscribe(picker, device.subscription)).status).toBe(200);
    expect(await devicesOf(picker)).toEqual([device.subscription.endpoint]);
  });

  it('moves a device another account subscribed from to the caller', async () => {
    const device = await subscribed(creator);
    expect((await subscribe(picker, device.subscription)).status).toBe(200);
    expect(await devicesOf(creator)).not.toContain(device.subscription.endpoint);
    expect(await devicesOf(picker)).toContain(device.subscription.endpoint);
  });

  it.each([
    ['no endpoint', { keys: goodKeys() }, 'Endpoint is required'],
    ['an endpoint that is no address', { endpoint: 'not a url', keys: goodKeys() }, NOT_HTTPS],
    ['an ftp endpoint', { endpoint: 'ftp://push.example.com/x', keys: goodKeys() }, NOT_HTTPS],
    [
      'a plain-http endpoint off loopback',
      { endpoint: 'http://push.example.com/x', keys: goodKeys() },
      NOT_HTTPS,
    ],
    [
      'a short p256dh',
      { endpoint: 'https://push.example.com/x', keys: { ...goodKeys(), p256dh: 'BAAA' } },
      BAD_KEYS,
    ],
    [
      'a long auth',
      {
        endpoint: 'https://push.example.com/x',
        keys: { ...goodKeys(), auth: Buffer.alloc(32).toString('base64url') },
      },
      BAD_KEYS,
    ],
  ])('refuses %s with a 400 and keeps nothing', async (_, body, message) => {
    const who = await addPerson(server, { role: 'data-picker' });
    const answer = await subscribe(who, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await devicesOf(who)).toEqual([]);
  });

  it('refuses a subscription without keys with a 400', async () => {
    const who = await addPerson(server, { role: 'data-picker' });
    expect((await subscribe(who, { endpoint: 'https://push.example.com/x' })).status).toBe(400);
    expect(await devicesOf(who)).toEqual([]);
  });

  it('is refused without a sign-in', async () => {
    expect((await server.call(pushApi.subscribe, { body: push.device().subscription })).status).toBe(401);
  });
});

describe('DELETE /push/subscriptions', () => {
  it('removes the caller’s own device', async () => {
    const who = await addPerson(server, { role: 'data-picker' });
    const device = await subscribed(who);
    const answer = await unsubscribe(who, device.subscription.endpoint);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Notifications are off for this device');
    expect(await devicesOf(who)).toEqual([]);
  });

  it('never removes another account’s device: that reads as none', async () => {
    const owner = await addPerson(server, { role: 'data-creator' });
    const device = await subscribed(owner);
    const answer = await unsubscribe(picker, device.subscription.endpoint);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This device has no subscription of yours');
    expect(await devicesOf(owner)).toEqual([device.subscription.endpoint]);
  });
});

describe('POST /push/test', () => {
  it('pushes an encrypted test notice to each of the caller’s devices, and to no one else’s', async () => {
    const who = await addPerson(server, { role: 'team-leader' });
    const phone = await subscribed(who);
    const laptop = await subscribed(who);
    const bystander = await subscribed(await addPerson(server, { role: 'data-creator' }));
    const answer = await server.call(pushApi.test, { token: who.token() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Test notification sent', data: { sent: 2 } });
    const key = (await server.call(pushApi.key, { token: who.token() })).body.data.publicKey;
    for (const device of [phone, laptop]) {
      const [delivery] = await push.deliveriesTo(device);
      expect(device.decrypt(delivery!)).toEqual({
        title: 'Test notification',
        body: 'Notifications work on this device.',
        url: '#/profile',
        tag: 'test',
      });
      // RFC 8030 and RFC 8292: the encoding, a lifetime, an urgency and the server's VAPID key.
      expect(delivery!.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: '300',
        urgency: 'normal',
      });
      expect(delivery!.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`),
      );
    }
    expect(push.received.filter((delivery) => delivery.device === bystander.id)).toEqual([]);
  });

  it('says it in the user’s language', async () => {
    const who = await addPerson(server, { role: 'data-picker' });
    await server.call(peopleApi.chooseLanguage, { token: who.token(), body: { language: 'es' } });
    const device = await subscribed(who);
    await server.call(pushApi.test, { token: who.token() });
    const [delivery] = await push.deliveriesTo(device);
    expect(device.decrypt(delivery!)).toMatchObject({
      title: 'Notificación de prueba',
      body: 'Las notificaciones funcionan en este dispositivo.',
    });
  });

  it('removes a device the push service calls gone (410), and keeps the others', async () => {
    const who = await addPerson(server, { role: 'data-picker' });
    const gone = await subscribed(who);
    const kept = await subscribed(who);
    gone.answer(410);
    const answer = await server.call(pushApi.test, { token: who.token() });
    expect(answer.body.data).toEqual({ sent: 1 });
    expect(await devicesOf(who)).toEqual([kept.subscription.endpoint]);
  });

  it('sends nothing for a user without devices', async () => {
    const who = await addPerson(server, { role: 'admin' });
    expect((await server.call(pushApi.test, { token: who.token() })).body.data).toEqual({ sent: 0 });
  });
});

describe('a deleted account', () => {
  it('loses its devices with it', async () => {
    const who = await addPerson(server, { role: 'data-picker' });
    await subscribed(who);
    const { accessToken } = await login(server, server.superAdmin.email, server.superAdmin.password);
    const answer = await server.call(peopleApi.deleteDataPicker, {
      token: accessToken,
      values: { id: who.id },
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(await devicesOf(who)).toEqual([]);
  });
});
