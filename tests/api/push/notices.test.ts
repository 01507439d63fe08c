/**
 * What is pushed, and when (docs/rules/notifications.md#d16.3–d16.5), through the real queue and a real
 * round trip: the server encrypts and posts to the tests' own push service, each device decrypts with
 * its own keys. The clock stands still until a test moves it; each pass of the delivery is the timer's
 * own work (`app.push.run()`), started by hand.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  leadsApi,
  leadThreadApi,
  messagesApi,
  type PushNotice,
  pushApi,
} from '../../../src/contract';
import { claimAs, emptyPool, endAs, fromNow } from '../leads/hand-back';
import {
  addLeads,
  addUser,
  claimedLead,
  createdBy,
  manualClock,
  type Person,
  personOf,
  query,
  setSettings,
  startTestServer,
  type TestServer,
} from '../support';
import { type PushService, startPushService, type TestDevice } from '../support/push-service';

const MINUTE = 60_000;
/** The lead's personal fields: none of them may reach the push service, nor a note or a message. */
const CLIENT = {
  clientName: 'María Fernanda López',
  number: '+50761234567',
  address: 'Calle 50, Edificio Azul',
};
const NOTE = 'call her husband after six';
const MESSAGE = 'the landlord wants a deposit of 900';

let server: TestServer;
let push: PushService;
let leader: Person;
let creator: Person;
let ana: Person;
let beto: Person;
const devices = new Map<string, TestDevice>();

beforeAll(async () => {
  push = await startPushService();
  const clock = manualClock();
  server = {
    ...(await startTestServer({ now: clock.now, pushAllowLoopbackHttp: true, pushSweepMs: 0 })),
    clock,
  };
  const admin = await addUser(server, { role: 'admin' });
  const pickerLeader = await addUser(server, {
    role: 'team-leader',
    name: 'Luisa Leader',
    adminId: admin.id,
    assignFor: 'rental-picker',
  });
  const creatorLeader = await addUser(server, {
    role: 'team-leader',
    adminId: admin.id,
    assignFor: 'rental-creator',
  });
  const picker = (name: string) =>
    addUser(server, { role: 'data-picker', name, adminId: admin.id, teamLeaderId: pickerLeader.id });
  leader = personOf(server, pickerLeader);
  creator = personOf(
    server,
    await addUser(server, {
      role: 'data-creator',
      name: 'Carla Creator',
      adminId: admin.id,
      teamLeaderId: creatorLeader.id,
    }),
  );
  ana = personOf(server, await picker('Ana Rivera'));
  beto = personOf(server, await picker('Beto Gómez'));
  for (const who of [leader, creator, ana, beto]) {
    const device = push.device();
    const answer = await server.call(pushApi.subscribe, { token: who.token(), body: device.subscription });
    expect(answer.status, answer.body.message).toBe(200);
    devices.set(who.id, device);
  }
});
afterAll(async () => {
  await server.close();
  await push.close();
});
beforeEach(async () => {
  await setSettings(server, {
    ...DEFAULT_SETTINGS,
    leadsType: 'oldest',
    callbackGraceMinutes: 30,
    releaseAfter: 0,
  });
  await emptyPool(server);
});

/** Every notice each person's device received since `from` deliveries in all, decrypted. */
const seen = (from: number) => {
  const all = push.received.slice(from);
  const of = (who: Person) => {
    const device = devices.get(who.id)!;
    return all
      .filter((delivery) => delivery.device === device.id)
      .map((delivery) => device.decrypt(delivery));
  };
  return { of, all };
};

/** One pass of the delivery at the clock's time; answers what came of it. */
async function pass() {
  const from = push.received.length;
  await server.app.push.run();
  return seen(from);
}

/** `who` claims the creator's lead and ends it with a callback in `minutes`; answers the lead's id. */
async function callBack(who: Person, minutes: number, callbackFor: 'me' | 'anyone' = 'me') {
  const [lead] = await addLeads(server, [{ ...createdBy(creator.user), ...CLIENT, number: uniqueNumber() }]);
  expect((await claimAs(server, who)).body.data.rental._id).toBe(lead!.id);
  const ended = await endAs(server, who, {
    outcome: 'callback',
    callbackAt: fromNow(server, minutes * MINUTE),
    callbackFor,
    note: NOTE,
  });
  expect(ended.status, ended.body.message).toBe(200);
  return lead!.id;
}

let numbers = 0;
function uniqueNumber(): string {
  numbers += 1;
  return `+5076123${String(numbers).padStart(4, '0')}`;
}

/** Nothing of the client beyond the first name, nor the note, nor any number. */
function expectNothingPersonal(notices: PushNotice[]) {
  for (const notice of notices) {
    const text = JSON.stringify(notice);
    for (const secret of ['Fernanda', 'López', 'Calle 50', 'Edificio', '+507', '6123', NOTE, MESSAGE])
      expect(text).not.toContain(secret);
  }
}

describe('a personal callback', () => {
  it('reminds its picker 5 minutes before and when it is due, once each, and only its picker', async () => {
    const lead = await callBack(ana, 20);
    server.clock.advance(14 * MINUTE);
    expect((await pass()).all).toEqual([]);

    server.clock.advance(MINUTE);
    const soon = await pass();
    expect(soon.of(ana)).toEqual([
      {
        title: 'Callback in 5 minutes',
        body: "Your callback for María's lead is due in 5 minutes.",
        url: '#/data-picker/collect',
        tag: `callback-soon:${lead}`,
      },
    ]);
    expect(soon.all).toHaveLength(1);
    expect(soon.all[0]!.headers).toMatchObject({ urgency: 'high', ttl: '300' });
    server.clock.advance(2 * MINUTE);
    expect((await pass()).all).toEqual([]);

    server.clock.advance(3 * MINUTE);
    const due = await pass();
    expect(due.of(ana)).toEqual([
      {
        title: 'Callback due now',
        body: "Your callback for María's lead is due. Tap to open it.",
        url: `#/data-picker/collect?callback=${lead}`,
        tag: `callback-due:${lead}`,
      },
    ]);
    expect(due.all).toHaveLength(1);
    expect((await pass()).all).toEqual([]);
    expectNothingPersonal([...soon.of(ana), ...due.of(ana)]);
  });

  it('tells the team’s other pickers and the leader once it passes its grace unclaimed', async () => {
    const lead = await callBack(ana, 10);
    server.clock.advance(10 * MINUTE);
    await pass();
    server.clock.advance(29 * MINUTE);
    expect((await pass()).all).toEqual([]);

    server.clock.advance(MINUTE);
    const late = await pass();
    expect(late.of(beto)).toEqual([
      {
        title: 'A team callback is due',
        body: "The callback for María's lead is your team's now. Fetch Rental serves it.",
        url: '#/data-picker/collect',
        tag: `team-callback:${lead}`,
      },
    ]);
    expect(late.of(leader)).toEqual([
      {
        title: 'Callback missed',
        body: "The callback for María's lead passed its grace unclaimed.",
        url: '#/team-leader/manage-by-pickers',
        tag: `callback-missed:${lead}`,
      },
    ]);
    expect(late.of(ana)).toEqual([]);
    expect(late.of(creator)).toEqual([]);
    expectNothingPersonal([...late.of(beto), ...late.of(leader)]);
  });

  it('tells nothing more once its picker opened it', async () => {
    const lead = await callBack(ana, 10);
    server.clock.advance(10 * MINUTE);
    await pass();
    const opened = await server.call(leadsApi.openCallback, { token: ana.token(), values: { id: lead } });
    expect(opened.status, opened.body.message).toBe(200);
    server.clock.advance(40 * MINUTE);
    expect((await pass()).all).toEqual([]);
    expect((await endAs(server, ana, { number_status: 'valid' })).status).toBe(200);
  });
});

describe('a callback for anyone of the team', () => {
  it('tells each picker of the team when it becomes theirs, and the leader when its grace passed', async () => {
    const lead = await callBack(ana, 15, 'anyone');
    server.clock.advance(10 * MINUTE);
    expect((await pass()).all).toEqual([]);

    server.clock.advance(5 * MINUTE);
    const due = await pass();
    for (const picker of [ana, beto])
      expect(due.of(picker)).toEqual([
        expect.objectContaining({ tag: `team-callback:${lead}`, url: '#/data-picker/collect' }),
      ]);
    expect(due.of(leader)).toEqual([]);

    server.clock.advance(30 * MINUTE);
    const missed = await pass();
    expect(missed.of(leader)).toEqual([expect.objectContaining({ tag: `callback-missed:${lead}` })]);
    expect(missed.all).toHaveLength(1);
  });
});

describe('a picker’s message', () => {
  it('reaches the creator’s devices with the picker’s and the client’s first names, never the text', async () => {
    const lead = await claimedLead(server, ana.user, creator.user, { ...CLIENT, number: uniqueNumber() });
    const sent = await server.call(messagesApi.send, {
      token: ana.token(),
      body: { creatorId: creator.id, message: MESSAGE },
    });
    expect(sent.status, sent.body.message).toBe(200);
    const told = await pass();
    expect(told.of(creator)).toEqual([
      {
        title: 'New message',
        body: "New message from Ana about María's lead.",
        url: `#/data-creator/my-leads?thread=${lead!.id}`,
        tag: `message:${lead!.id}`,
      },
    ]);
    expect(told.all).toHaveLength(1);
    expectNothingPersonal(told.of(creator));

    // A message on the conversation does too; the creator's answer pushes nothing to the picker.
    await server.call(leadThreadApi.reply, {
      token: ana.token(),
      values: { id: lead!.id },
      body: { message: 'again' },
    });
    await server.call(leadThreadApi.reply, {
      token: creator.token(),
      values: { id: lead!.id },
      body: { message: 'ok' },
    });
    const next = await pass();
    expect(next.of(creator)).toHaveLength(1);
    expect(next.all).toHaveLength(1);
  });

  it('is queued by the same statement as the message, and only for a creator with a device', async () => {
    const lonely = personOf(server, await addUser(server, { role: 'data-creator' }));
    const lead = await claimedLead(server, beto.user, lonely.user, { number: uniqueNumber() });
    await server.call(messagesApi.send, {
      token: beto.token(),
      body: { creatorId: lonely.id, message: 'hi' },
    });
    const queued = await query(server, sql`SELECT 1 FROM push_queue WHERE rental_id = ${lead!.id}`);
    expect(queued).toEqual([]);
  });
});

describe('the queue', () => {
  it('keeps a notice until a pass sends it, and a pass sends it once', async () => {
    const lead = await claimedLead(server, beto.user, creator.user, { number: uniqueNumber() });
    await server.call(messagesApi.send, {
      token: beto.token(),
      body: { creatorId: creator.id, message: 'hi' },
    });
    const waiting = await query<{ sent_at: Date | null }>(
      server,
      sql`SELECT sent_at FROM push_queue WHERE rental_id = ${lead!.id}`,
    );
    expect(waiting).toEqual([{ sent_at: null }]);
    const [first, second] = await Promise.all([server.app.push.run(), server.app.push.run()]);
    expect(first + second).toBe(1);
    expect(push.received.filter((d) => d.device === devices.get(creator.id)!.id).length).toBeGreaterThan(0);
  });

  it('removes a device the push service calls gone (410) when a notice finds it', async () => {
    const gone = push.device();
    const who = personOf(server, await addUser(server, { role: 'data-creator' }));
    await server.call(pushApi.subscribe, { token: who.token(), body: gone.subscription });
    gone.answer(410);
    await claimedLead(server, beto.user, who.user, { number: uniqueNumber() });
    await server.call(messagesApi.send, { token: beto.token(), body: { creatorId: who.id, message: 'hi' } });
    await pass();
    expect(await push.deliveriesTo(gone)).toHaveLength(1);
    expect(await query(server, sql`SELECT 1 FROM push_subscriptions WHERE user_id = ${who.id}`)).toEqual([]);
  });
});
