/**
 * A delivery that fails is tried again with a growing wait (docs/rules/integrations.md#d15.10): 30 s, 1 min, 2 min…
 * at most 2 h, for a day; then it has failed and its subscription is turned off, marked so. The log
 * shows each delivery's status, response code, time and attempts, and Resend delivers the same event
 * again (docs/rules/integrations.md#d15.11). The test's clock is moved, never waited for.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhooks } from '../../../server/src/plugins/webhook-delivery';
import { DELIVERY_NOT_FOUND, DELIVERY_RESENT, leadsApi, webhooksApi } from '../../../src/contract';
import {
  buildGroup,
  distinctPlace,
  type Group,
  manualClock,
  nextNumber,
  query,
  startTestServer,
  type TestServer,
  tokenOf,
} from '../support';
import { deliveriesOf, type Receiver, startReceiver, subscribe, verified } from './receiver';

/** Stands still until moved, from the real time: the receiver's library checks a signature's time against it. */
const clock = manualClock(new Date().toISOString());
let server: TestServer;
let north: Group;
let receiver: Receiver;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  north = await buildGroup(server);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const createLead = async () => {
  const created = await server.call(leadsApi.create, {
    token: tokenOf(server, north.creator),
    body: {
      facebook_name: 'Ana FB',
      client_name: 'Ana Ruiz',
      number: nextNumber(),
      rent: '$900',
      houseApt_details: '3 bedrooms',
      ...distinctPlace(),
    },
  });
  expect(created.status).toBe(200);
};

const secondsOf = (request: { headers: Record<string, string> }) =>
  Number(request.headers['webhook-timestamp']);

describe('a receiver answering 500 three times, then 200', () => {
  it('gets the event on the fourth try, 30 s, 1 min and 2 min apart, with the same id', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(server, north.admin.token, receiver.url, ['lead.created']);
    receiver.answers.push(500, 500, 500);
    await createLead();
    const waits = [30_000, 60_000, 120_000];
    expect(await sendWebhooks(server.app)).toBe(1);
    for (const wait of waits) {
      const [retrying] = await deliveriesOf(server, north.admin.token, hook._id);
      expect(retrying).toMatchObject({ status: 'retrying', responseCode: 500 });
      expect(Date.parse(retrying!.dueAt!) - Date.parse(retrying!.lastAttemptAt!)).toBe(wait);
      // Not before it is due.
      clock.advance(wait - 1000);
      expect(await sendWebhooks(server.app)).toBe(0);
      clock.advance(1000);
      expect(await sendWebhooks(server.app)).toBe(1);
    }
    expect(receiver.received).toHaveLength(4);
    const times = receiver.received.map(secondsOf);
    expect(times.slice(1).map((time, at) => time - times[at]!)).toEqual([30, 60, 120]);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const request of receiver.received) expect(verified(hook.secret, request).type).toBe('lead.created');
    const [delivered] = await deliveriesOf(server, north.admin.token, hook._id);
    expect(delivered).toMatchObject({ status: 'delivered', responseCode: 200, attempts: 4, dueAt: null });
    expect(delivered!.durationMs).toBeGreaterThanOrEqual(0);
    await server.call(webhooksApi.remove, { token: north.admin.token, values: { id: hook._id } });
  });
});

describe('Resend', () => {
  it('delivers the same event again as a new delivery, and refuses a delivery it does not know', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(server, north.admin.token, receiver.url, ['lead.created']);
    await createLead();
    await sendWebhooks(server.app);
    const [first] = await deliveriesOf(server, north.admin.token, hook._id);
    const resent = await server.call(webhooksApi.resend, {
      token: north.admin.token,
      values: { id: hook._id, deliveryId: first!._id },
    });
    expect(resent.status).toBe(201);
    expect(resent.body.message).toBe(DELIVERY_RESENT);
    expect(resent.body.data).toMatchObject({ status: 'pending', attempts: 0, eventId: first!.eventId });
    await sendWebhooks(server.app);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.eventId);
    expect(verified(hook.secret, receiver.received[1]!).type).toBe('lead.created');
    const log = await deliveriesOf(server, north.admin.token, hook._id);
    expect(log.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    const unknown = await server.call(webhooksApi.resend, {
      token: north.admin.token,
      values: { id: hook._id, deliveryId: 'no-such-delivery' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(DELIVERY_NOT_FOUND);
    await server.call(webhooksApi.remove, { token: north.admin.token, values: { id: hook._id } });
  });
});

describe('a receiver that keeps failing', () => {
  // A day's clock outlives any access token: each call is signed at the clock's time.
  const adminToken = () => tokenOf(server, north.admin);

  it('is tried for a day, then the delivery has failed and the subscription is turned off', async () => {
    const failing = await startReceiver();
    try {
      const hook = await subscribe(server, adminToken(), failing.url, ['lead.created']);
      failing.answers.push(...Array(100).fill(503));
      await createLead();
      const started = clock.now().getTime();
      let [delivery] = await deliveriesOf(server, adminToken(), hook._id);
      while (delivery!.dueAt !== null) {
        clock.advance(Math.max(0, Date.parse(delivery!.dueAt) - clock.now().getTime()));
        expect(await sendWebhooks(server.app)).toBe(1);
        [delivery] = await deliveriesOf(server, adminToken(), hook._id);
      }
      expect(delivery).toMatchObject({ status: 'failed', responseCode: 503 });
      const tried = clock.now().getTime() - started;
      expect(tried).toBeGreaterThan(22 * 3_600_000);
      expect(tried).toBeLessThanOrEqual(24 * 3_600_000);
      const listed = await server.call(webhooksApi.list, { token: adminToken() });
      expect(listed.body.data.find((one) => one._id === hook._id)).toMatchObject({
        enabled: false,
        disabledForFailures: true,
      });
      // Its owner's group's audit trail says so, with no one as the actor.
      const told = await query<{ actor_id: string | null; target_label: string; after: object }>(
        server,
        sql`SELECT actor_id, target_label, after FROM audit_entries
          WHERE action = 'webhook-disabled' AND target_id = ${hook._id} AND admin_id = ${north.admin.id}`,
      );
      expect(told).toEqual([
        {
          actor_id: null,
          target_label: failing.url,
          after: { event: 'lead.created', responseCode: 503, attempts: delivery!.attempts },
        },
      ]);
      // Turned off, it hears nothing more; turned on again, it starts afresh.
      const before = failing.received.length;
      await createLead();
      await sendWebhooks(server.app);
      expect(failing.received).toHaveLength(before);
      const on = await server.call(webhooksApi.setEnabled, {
        token: adminToken(),
        values: { id: hook._id },
        body: { enabled: true },
      });
      expect(on.body.data).toMatchObject({ enabled: true, disabledForFailures: false });
    } finally {
      await failing.close();
    }
  });
});
