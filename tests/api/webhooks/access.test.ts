/**
 * Who manages which webhooks (docs/rules/integrations.md#d15.7): the super-admin every one, an admin its own group's;
 * leaders, creators and pickers get 403 on every call, signed-out callers 401; another group's
 * subscription is unknown to an admin (404) and a refusal changes nothing. URLs must lead to public
 * addresses unless the setting allows private ones (docs/rules/integrations.md#d15.8).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhooks } from '../../../server/src/plugins/webhook-delivery';
import {
  CHOOSE_AN_EVENT,
  INVALID_URL,
  leadsApi,
  NOT_YOUR_GROUP_WEBHOOKS,
  PRIVATE_WEBHOOK_ADDRESS,
  WEBHOOK_NOT_FOUND,
  WEBHOOKS_LISTED,
  webhooksApi,
} from '../../../src/contract';
import {
  buildGroup,
  type CallerName,
  type Callers,
  distinctPlace,
  type Group,
  nextNumber,
  query,
  type Staff,
  signInCallers,
  startTestServer,
  superAdminOf,
  type TestServer,
} from '../support';
import { deliveriesOf, startReceiver, subscribe } from './receiver';

let server: TestServer;
let callers: Callers;
let south: Group;
/** One subscription of the callers' group, one of another group and one of the super-admin's. */
let own: string;
let other: string;
let everyGroup: string;

const URL = 'http://127.0.0.1:9/hook';

beforeAll(async () => {
  server = await startTestServer();
  const north = await buildGroup(server);
  south = await buildGroup(server);
  callers = await signInCallers(server, north);
  own = (await subscribe(server, north.admin.token, URL, ['lead.created']))._id;
  other = (await subscribe(server, south.admin.token, URL, ['lead.created']))._id;
  everyGroup = (await subscribe(server, callers.token['super-admin']!, URL, ['deal.created']))._id;
});
afterAll(() => server.close());

const tokenOf = (who: CallerName) => callers.token[who];

describe('leaders, creators and pickers', () => {
  const others: CallerName[] = ['creator-leader', 'picker-leader', 'creator', 'picker'];
  it.each(others)('%s is refused 403 on every call, before its input is read', async (who) => {
    const token = tokenOf(who);
    const values = { id: own, deliveryId: 'any' };
    const answers = await Promise.all([
      server.call(webhooksApi.list, { token }),
      server.call(webhooksApi.create, { token, body: {} }),
      server.call(webhooksApi.setEnabled, { token, values, body: { enabled: false } }),
      server.call(webhooksApi.remove, { token, values }),
      server.call(webhooksApi.deliveries, { token, values }),
      server.call(webhooksApi.resend, { token, values }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('signed out, every call is 401', async () => {
    const values = { id: own, deliveryId: 'any' };
    const answers = await Promise.all([
      server.call(webhooksApi.list),
      server.call(webhooksApi.create, { body: { url: URL, events: ['lead.created'] } }),
      server.call(webhooksApi.setEnabled, { values, body: { enabled: false } }),
      server.call(webhooksApi.remove, { values }),
      server.call(webhooksApi.deliveries, { values }),
      server.call(webhooksApi.resend, { values }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('an admin', () => {
  it('lists its own group’s subscriptions alone, never their secrets', async () => {
    const listed = await server.call(webhooksApi.list, { token: tokenOf('admin') });
    expect(listed.status).toBe(200);
    expect(listed.body.message).toBe(WEBHOOKS_LISTED);
    expect(listed.body.data.map((hook) => hook._id)).toEqual([own]);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
  });

  it('finds another group’s subscription unknown (404) on every call, and changes nothing', async () => {
    const token = tokenOf('admin');
    const values = { id: other, deliveryId: 'any' };
    const answers = await Promise.all([
      server.call(webhooksApi.setEnabled, { token, values, body: { enabled: false } }),
      server.call(webhooksApi.remove, { token, values }),
      server.call(webhooksApi.deliveries, { token, values }),
      server.call(webhooksApi.resend, { token, values }),
      server.call(webhooksApi.remove, { token, values: { id: everyGroup } }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(5).fill([404, WEBHOOK_NOT_FOUND]),
    );
    const all = await server.call(webhooksApi.list, { token: tokenOf('super-admin') });
    expect(all.body.data.find((hook) => hook._id === other)).toMatchObject({ enabled: true });
  });

  it('may not subscribe for another group (403)', async () => {
    const refused = await server.call(webhooksApi.create, {
      token: tokenOf('admin'),
      body: { url: URL, events: ['lead.created'], adminId: south.admin.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_GROUP_WEBHOOKS);
  });

  it('turns its own subscription off and on, and deletes it', async () => {
    const token = tokenOf('admin');
    const off = await server.call(webhooksApi.setEnabled, {
      token,
      values: { id: own },
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ _id: own, enabled: false });
    const id = (await subscribe(server, token!, URL, ['lead.claimed']))._id;
    expect((await server.call(webhooksApi.remove, { token, values: { id } })).status).toBe(200);
    const listed = await server.call(webhooksApi.list, { token });
    expect(listed.body.data.map((hook) => hook._id)).toEqual([own]);
  });
});

describe('the super-admin', () => {
  it('lists every group’s subscriptions and its own of no group', async () => {
    const listed = await server.call(webhooksApi.list, { token: tokenOf('super-admin') });
    expect(listed.body.data.map((hook) => hook._id)).toEqual(
      expect.arrayContaining([own, other, everyGroup]),
    );
    expect(listed.body.data.find((hook) => hook._id === everyGroup)?.group).toBeNull();
  });

  it('subscribes for a group it names', async () => {
    const created = await subscribe(server, tokenOf('super-admin')!, URL, ['lead.created'], south.admin.id);
    expect(created.group?._id).toBe(south.admin.id);
  });
});

describe('bad input', () => {
  it.each([
    [{ url: 'ftp://example.com/x', events: ['lead.created'] }, INVALID_URL],
    [{ url: URL, events: [] }, CHOOSE_AN_EVENT],
    [{ url: URL, events: ['lead.deleted'] }, CHOOSE_AN_EVENT],
    [{ url: URL, events: ['lead.created', 'lead.created'] }, CHOOSE_AN_EVENT],
  ])('%j is a 400 saying what is wrong', async (body, message) => {
    const refused = await server.call(webhooksApi.create, { token: tokenOf('admin'), body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE', () => {
  let strict: TestServer;
  let root: Staff;
  beforeAll(async () => {
    strict = await startTestServer({ webhookAllowPrivate: false });
    root = await superAdminOf(strict);
  });
  afterAll(() => strict.close());

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://172.20.0.1/hook',
    'http://192.168.1.1/hook',
    'http://169.254.169.254/latest',
    'http://[::1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://0.0.0.0/hook',
  ])('%s is refused 400 under its URL, and nothing is saved', async (url) => {
    const refused = await strict.call(webhooksApi.create, {
      token: root.token,
      body: { url, events: ['lead.created'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PRIVATE_WEBHOOK_ADDRESS);
    expect(refused.body.errors).toEqual([{ path: 'url', message: PRIVATE_WEBHOOK_ADDRESS }]);
    expect((await strict.call(webhooksApi.list, { token: root.token })).body.data).toEqual([]);
  });

  it('refuses a private address again when sending: a host may point elsewhere since it was saved', async () => {
    const receiver = await startReceiver();
    try {
      const group = await buildGroup(strict);
      // As if the host had been public when saved and now resolved to loopback.
      const [hook] = await query<{ id: string }>(
        strict,
        sql`INSERT INTO webhook_subscriptions (admin_id, url, events, secret, created_by, created_at)
          VALUES (${group.admin.id}, ${receiver.url}, ARRAY['lead.created'], 'whsec_AAAA', ${group.admin.id}, now())
          RETURNING id`,
      );
      const created = await strict.call(leadsApi.create, {
        token: group.creator.token,
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
      expect(await sendWebhooks(strict.app)).toBe(1);
      expect(receiver.received).toHaveLength(0);
      const [delivery] = await deliveriesOf(strict, group.admin.token, hook!.id);
      expect(delivery).toMatchObject({ status: 'retrying', responseCode: null, attempts: 1 });
    } finally {
      await receiver.close();
    }
  });

  it('accepts a public address', async () => {
    const created = await strict.call(webhooksApi.create, {
      token: root.token,
      body: { url: 'https://93.184.215.14/hook', events: ['lead.created'] },
    });
    expect(created.status).toBe(201);
  });
});
