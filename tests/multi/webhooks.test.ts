/**
 * Webhooks with two real server processes on one PostgreSQL (docs/rules/integrations.md#d15.10): both send the
 * deliveries due every second, claiming them with SKIP LOCKED and a lease, so each event written through
 * either process reaches the receiver once, signed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedWebhook, webhooksApi } from '../../src/contract';
import { type Receiver, startReceiver, verified } from '../api/webhooks/receiver';
import { buildTeam, call, createLead, leadNumber, query, type Team, VIAS } from './support/cluster';
import { waitFor } from './support/processes';

const LEADS = 20;

let team: Team;
let receiver: Receiver;
let hook: CreatedWebhook;

beforeAll(async () => {
  team = await buildTeam(1);
  receiver = await startReceiver();
  const created = await call('a', webhooksApi.create, {
    token: team.admin.token,
    body: { url: receiver.url, events: ['lead.created'] },
  });
  expect(created.status).toBe(201);
  hook = created.body.data;
});
afterAll(() => receiver.close());

describe('events written through both processes', () => {
  it('are each delivered once', async () => {
    const leads = await Promise.all(
      Array.from({ length: LEADS }, (_, i) =>
        createLead(VIAS[i % VIAS.length]!, team.creator, leadNumber(601, i)),
      ),
    );
    // Done when the outbox says so: every delivery delivered, none left to send.
    await waitFor('every delivery delivered', 60_000, new Promise<string>(() => {}), async () => {
      const [row] = await query<{ done: number }>(
        `SELECT count(*)::int AS done FROM webhook_deliveries WHERE subscription_id = $1 AND status = 'delivered'`,
        [hook._id],
      );
      return row!.done === LEADS;
    });
    expect(receiver.received).toHaveLength(LEADS);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(LEADS);
    const sent = receiver.received.map((request) => verified(hook.secret, request).data);
    expect(sent.map((data) => (data.lead as { _id: string })._id).sort()).toEqual(
      leads.map((lead) => lead._id).sort(),
    );
    const attempts = await query<{ attempts: number }>(
      'SELECT attempts FROM webhook_deliveries WHERE subscription_id = $1',
      [hook._id],
    );
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  }, 90_000);
});
