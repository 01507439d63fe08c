/**
 * Each webhook event reaches the receivers that hear it, signed to the Standard Webhooks specification and verified
 * with `standardwebhooks` (docs/rules/integrations.md#d15.9): written with the change, sent by the delivery round, a
 * group's events to its own subscriptions alone, an erased lead's id alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhooks } from '../../../server/src/plugins/webhook-delivery';
import {
  clientDataApi,
  dealsApi,
  leadsApi,
  pathTo,
  uploadsApi,
  WEBHOOK_EVENTS,
  webhooksApi,
} from '../../../src/contract';
import {
  buildGroup,
  closeDeal,
  csvOf,
  distinctPlace,
  type Group,
  goodRow,
  HEADER,
  nextNumber,
  rentalById,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  upload,
} from '../support';
import { type Receiver, startReceiver, subscribe, verified } from './receiver';

let server: TestServer;
let root: Staff;
let north: Group;
let south: Group;
let receiver: Receiver;

beforeAll(async () => {
  server = await startTestServer();
  root = await superAdminOf(server);
  north = await buildGroup(server);
  south = await buildGroup(server);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const createLead = async (creator: Staff, number = nextNumber()) => {
  const created = await server.call(leadsApi.create, {
    token: creator.token,
    body: {
      facebook_name: 'Maria FB',
      client_name: 'Maria Lopez',
      number,
      rent: '$700',
      houseApt_details: '2 bedrooms',
      ...distinctPlace(),
    },
  });
  expect(created.status).toBe(200);
  return created.body.data;
};

/** Sends every delivery due, round after round, until none is left. */
async function sendAll() {
  while ((await sendWebhooks(server.app)) > 0);
}

describe('the super-admin’s subscription of no group', () => {
  it('receives each of the seven events, signed, with the lead erased named by its id alone', async () => {
    const hook = await subscribe(server, root.token, receiver.url, [...WEBHOOK_EVENTS]);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const number = nextNumber();
    const lead = await createLead(north.creator, number);
    // Nothing leaves before the round: the change wrote its outbox row only.
    expect(receiver.received).toHaveLength(0);
    const claimed = await server.call(leadsApi.claim, { token: north.picker.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.rental._id).toBe(lead._id);
    // Asked again while the picker holds it, the claim answers the same lead: no second `lead.claimed`.
    const again = await server.call(leadsApi.claim, { token: north.picker.token });
    expect(again.body.data.rental._id).toBe(lead._id);
    const finished = await server.api(pathTo(leadsApi.finish), {
      method: 'PATCH',
      token: north.picker.token,
      body: { number_status: 'valid' },
    });
    expect(finished.status).toBe(200);
    const deal = await closeDeal(server, north.picker, (await rentalById(server, lead._id))!);
    const final = await server.call(dealsApi.finalClose, {
      token: root.token,
      values: { id: deal._id },
      body: { status: 'done' },
    });
    expect(final.status).toBe(200);
    const imported = await upload(
      server,
      pathTo(uploadsApi.importLeads),
      root.token,
      csvOf([HEADER, goodRow(nextNumber())]),
      'a.csv',
    );
    expect(imported.status).toBe(200);
    const erased = await server.call(clientDataApi.erase, {
      token: root.token,
      body: { number, reason: 'Asked us' },
    });
    expect(erased.status).toBe(200);

    await sendAll();
    const payloads = receiver.received.map((request) => verified(hook.secret, request));
    expect(payloads.map((payload) => payload.type).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const ofType = (type: string) => payloads.find((payload) => payload.type === type)!;
    // Read when sent: the lead was erased by then, so no event carries the client's name.
    for (const payload of payloads) expect(JSON.stringify(payload)).not.toContain('Maria Lopez');
    expect(ofType('lead.created').data).toEqual({ lead: expect.objectContaining({ _id: lead._id }) });
    expect(ofType('lead.erased').data).toEqual({ lead: { _id: lead._id } });
    expect(ofType('deal.created').data).toEqual({ deal: expect.objectContaining({ _id: deal._id }) });
    expect(ofType('import.published').data).toEqual({ import: expect.objectContaining({ inserted: 1 }) });
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(WEBHOOK_EVENTS.length);
    // A tampered body fails the same verification.
    const [first] = receiver.received;
    expect(() => verified(hook.secret, { ...first!, body: `${first!.body} ` })).toThrow();
    await server.call(webhooksApi.remove, { token: root.token, values: { id: hook._id } });
  });
});

describe('an admin’s subscription', () => {
  it('receives its own group’s events and never another group’s', async () => {
    const southReceiver = await startReceiver();
    try {
      receiver.received.length = 0;
      const northHook = await subscribe(server, north.admin.token, receiver.url, ['lead.created']);
      const southHook = await subscribe(server, south.admin.token, southReceiver.url, ['lead.created']);
      expect(northHook.group?._id).toBe(north.admin.id);
      const lead = await createLead(north.creator);
      await sendAll();
      expect(southReceiver.received).toHaveLength(0);
      expect(receiver.received).toHaveLength(1);
      const payload = verified(northHook.secret, receiver.received[0]!);
      expect(payload.data).toEqual({
        lead: expect.objectContaining({ _id: lead._id, client_name: 'Maria Lopez' }),
      });
      // An event the subscription does not hear is not queued for it.
      await createLead(south.creator);
      await sendAll();
      expect(receiver.received).toHaveLength(1);
      expect(southReceiver.received).toHaveLength(1);
      expect(verified(southHook.secret, southReceiver.received[0]!).type).toBe('lead.created');
      for (const [hook, admin] of [
        [northHook, north.admin],
        [southHook, south.admin],
      ] as const)
        await server.call(webhooksApi.remove, { token: admin.token, values: { id: hook._id } });
    } finally {
      await southReceiver.close();
    }
  });

  it('hears nothing while turned off', async () => {
    receiver.received.length = 0;
    const hook = await subscribe(server, north.admin.token, receiver.url, ['lead.created']);
    const off = await server.call(webhooksApi.setEnabled, {
      token: north.admin.token,
      values: { id: hook._id },
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    await createLead(north.creator);
    await sendAll();
    expect(receiver.received).toHaveLength(0);
    await server.call(webhooksApi.remove, { token: north.admin.token, values: { id: hook._id } });
  });
});
