/**
 * A queued notice outlives the process (docs/rules/notifications.md#d16.5): a picker's message is queued
 * with it, the server stops before any pass sends it, and the next start, with the same key pair
 * (docs/rules/notifications.md#d16.1), sends it to the creator's device.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { rentals } from '../../../server/src/db/schema';
import { createUser } from '../../../server/src/services/people/create-user';
import { messagesApi, pathTo, pushApi } from '../../../src/contract';
import { createdBy, type FreshDatabase, freshDatabase, manualClock, pickedBy } from '../support';
import { type PushService, startPushService } from '../support/push-service';

let database: FreshDatabase;
let push: PushService;
beforeAll(async () => {
  database = await freshDatabase();
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await database.drop();
});

const clock = manualClock();
const start = () =>
  buildApp(
    loadConfig(
      {},
      {
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        logLevel: 'silent',
        now: clock.now,
        pushSweepMs: 0,
        pushAllowLoopbackHttp: true,
      },
    ),
  );

const inject = (
  app: FastifyInstance,
  token: string,
  target: { method: string; path: string },
  body: object,
) =>
  app.inject({
    method: target.method as 'POST',
    url: `/api/v1${pathTo(target)}`,
    headers: { authorization: token },
    payload: body,
  });

it('sends after a restart what was queued before it, signed with the same key', async () => {
  const device = push.device();
  const first = await start();
  let key: string;
  try {
    const creator = await createUser(first.db, {
      role: 'data-creator',
      name: 'Carla Creator',
      email: 'carla@push.test',
      contact: '+15550000001',
      password: 'password-1',
    });
    const picker = await createUser(first.db, {
      role: 'data-picker',
      name: 'Pablo Picker',
      email: 'pablo@push.test',
      contact: '+15550000002',
      password: 'password-1',
    });
    await first.db.insert(rentals).values({
      ...createdBy(creator),
      ...pickedBy(picker, clock.now()),
      facebookName: 'Facebook Name',
      clientName: 'Rosa Díaz',
      number: '+15550001234',
      rent: '$700',
      houseAptDetails: '2 bedrooms',
      address: 'Calle 50',
      postLink: 'https://facebook.com/post/restart',
    });
    const subscribed = await inject(
      first,
      first.signAccessToken(creator),
      pushApi.subscribe,
      device.subscription,
    );
    expect(subscribed.statusCode).toBe(200);
    key = (
      await first.inject({
        url: '/api/v1/push/key',
        headers: { authorization: first.signAccessToken(creator) },
      })
    ).json().data.publicKey;
    const sent = await inject(first, first.signAccessToken(picker), messagesApi.send, {
      creatorId: creator.id,
      message: 'are you there?',
    });
    expect(sent.statusCode).toBe(200);
  } finally {
    await first.close();
  }
  expect(push.received).toEqual([]);

  const second = await start();
  try {
    expect(await second.push.run()).toBe(1);
    const [delivery] = await push.deliveriesTo(device);
    expect(device.decrypt(delivery!)).toMatchObject({ body: "New message from Pablo about Rosa's lead." });
    expect(delivery!.headers.authorization).toContain(`k=${key}`);
    expect(second.push.signer.keys.publicKey).toBe(key);
  } finally {
    await second.close();
  }
});
