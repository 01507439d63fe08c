/**
 * A lead's conversation (docs/rules/messages.md#d5.20): who reads and answers it, where its messages go live, and the
 * bell of both sides.
 */
import { sql } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatorMessage,
  leadThreadApi,
  messagesApi,
  NO_PICKER_YET,
  RENTAL_NOT_FOUND,
  type ThreadMessageEvent,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  claimedLead,
  createdBy,
  type Group,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let other: Group;
let superAdmin: Staff;
const sockets: Socket[] = [];

const read = (who: Staff, id: string) =>
  server.call(leadThreadApi.read, { token: tokenOf(server, who), values: { id } });
const reply = (who: Staff, id: string, message: string) =>
  server.call(leadThreadApi.reply, { token: tokenOf(server, who), values: { id }, body: { message } });
const bell = (who: Staff) =>
  server.call(messagesApi.list, { token: tokenOf(server, who), values: { email: who.email } });

async function listen(who: Staff): Promise<Socket> {
  const socket = connectClient(new URL(server.baseUrl).origin, {
    path: '/socket.io',
    auth: { token: tokenOf(server, who) },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await socket.emitWithAck('join', who.id)).toEqual({ ok: true });
  return socket;
}
/** The first `event` on `socket` whose payload `matches`: a socket also hears the messages its own user wrote. */
const next = <T>(socket: Socket, event: string, matches: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const hear = (payload: T) => {
      if (!matches(payload)) return;
      socket.off(event, hear);
      resolve(payload);
    };
    socket.on(event, hear);
  });

/** A lead of the group's first creator that its first picker claimed. */
const workedLead = () => claimedLead(server, group.picker, group.creator);

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  other = await buildGroup(server);
  superAdmin = await superAdminOf(server);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

describe('a picker’s message and the creator’s answer', () => {
  it('make one conversation on the lead, each side told live in its thread and its bell', async () => {
    const lead = await workedLead();
    const creatorSocket = await listen(group.creator);
    const pickerSocket = await listen(group.picker);

    const toCreator = next<CreatorMessage>(creatorSocket, 'newMessage');
    const sent = await server.call(messagesApi.send, {
      token: tokenOf(server, group.picker),
      body: { creatorId: group.creator.id, message: 'Is the house in Plantation?' },
    });
    expect(sent.status).toBe(200);
    expect(await toCreator).toMatchObject({
      message: 'Is the house in Plantation?',
      sender: { _id: group.picker.id, name: group.picker.name },
      rental: { _id: lead.id },
    });

    const inThread = next<ThreadMessageEvent>(pickerSocket, 'threadMessage', (e) =>
      e.message.message.startsWith('Yes'),
    );
    const toPicker = next<CreatorMessage>(pickerSocket, 'newMessage');
    const answered = await reply(group.creator, lead.id, 'Yes, Plantation, FL');
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe('Message sent successfully!');
    expect(answered.body.data).toMatchObject({
      message: 'Yes, Plantation, FL',
      sender: { _id: group.creator.id, name: group.creator.name, role: 'data-creator' },
    });
    expect(await inThread).toEqual({ rentalId: lead.id, message: answered.body.data });
    expect(await toPicker).toMatchObject({
      _id: answered.body.data._id,
      read: false,
      sender: { _id: group.creator.id },
      picker: { _id: group.picker.id },
    });

    const thread = await read(group.picker, lead.id);
    expect(thread.status).toBe(200);
    expect(thread.body.data).toMatchObject({
      rental: { _id: lead.id, number: lead.number, client_name: lead.clientName },
      creator: { _id: group.creator.id, name: group.creator.name },
      picker: { _id: group.picker.id, name: group.picker.name },
    });
    expect(thread.body.data.messages.map((m) => [m.sender._id, m.message])).toEqual([
      [group.picker.id, 'Is the house in Plantation?'],
      [group.creator.id, 'Yes, Plantation, FL'],
    ]);
  });

  it('fills the picker’s bell with the answers only, unread until the bell opens', async () => {
    const lead = await workedLead();
    await reply(group.picker, lead.id, 'Which unit?');
    await reply(group.creator, lead.id, 'Unit 4B');
    const before = await bell(group.picker);
    expect(before.status).toBe(200);
    const mine = before.body.data.messages.filter((m) => m.rental?._id === lead.id);
    expect(mine.map((m) => [m.message, m.read])).toEqual([['Unit 4B', false]]);
    expect(before.body.data.unread).toBeGreaterThanOrEqual(1);

    expect((await server.call(messagesApi.markRead, { token: tokenOf(server, group.picker) })).status).toBe(
      200,
    );
    const after = await bell(group.picker);
    expect(after.body.data.unread).toBe(0);
    expect(after.body.data.messages.every((m) => m.read)).toBe(true);

    server.clock.advance(1000);
    await reply(group.creator, lead.id, 'And parking is free');
    expect((await bell(group.picker)).body.data.unread).toBe(1);
  });
});

describe('who reads and answers a conversation', () => {
  it('lets the leaders and the admin of either side and the super-admin in, and tells both sides', async () => {
    const lead = await workedLead();
    for (const who of [group.creatorLeader, group.pickerLeader, group.admin, superAdmin]) {
      expect((await read(who, lead.id)).status).toBe(200);
    }
    const creatorSocket = await listen(group.creator);
    const pickerSocket = await listen(group.picker);
    const toCreator = next<CreatorMessage>(creatorSocket, 'newMessage');
    const toPicker = next<CreatorMessage>(pickerSocket, 'newMessage');
    const said = await reply(group.admin, lead.id, 'Please call before noon');
    expect(said.status).toBe(200);
    expect(said.body.data.sender).toEqual({ _id: group.admin.id, name: group.admin.name, role: 'admin' });
    expect((await toCreator).message).toBe('Please call before noon');
    expect((await toPicker).message).toBe('Please call before noon');
  });

  it('reads a lead out of reach as unknown, and writes nothing', async () => {
    const lead = await workedLead();
    const outsiders = [
      group.creators[1],
      group.pickers[1],
      other.admin,
      other.creatorLeader,
      other.pickerLeader,
      other.creator,
      other.picker,
    ];
    for (const who of outsiders) {
      const readBy = await read(who, lead.id);
      expect(readBy.status, who.email).toBe(404);
      expect(readBy.body.message).toBe(RENTAL_NOT_FOUND);
      expect((await reply(who, lead.id, 'let me in')).status, who.email).toBe(404);
    }
    expect((await read(group.creator, lead.id)).body.data.messages).toEqual([]);
  });

  it('keeps a picker who wrote in the conversation after another picker claims the lead', async () => {
    const lead = await workedLead();
    await reply(group.picker, lead.id, 'Left a voicemail');
    // The lead went back and the group's second picker holds it now.
    await server.app.db.execute(
      sql`UPDATE rentals SET fetcher_id = ${group.pickers[1].id} WHERE id = ${lead.id}`,
    );
    expect((await read(group.picker, lead.id)).status).toBe(200);
    const thread = await read(group.pickers[1], lead.id);
    expect(thread.body.data.picker).toEqual({ _id: group.pickers[1].id, name: group.pickers[1].name });
    const answer = await reply(group.creator, lead.id, 'Try again after 5');
    expect(answer.status).toBe(200);
    const secondBell = await bell(group.pickers[1]);
    expect(secondBell.body.data.messages.some((m) => m._id === answer.body.data._id)).toBe(true);
  });

  it('refuses an answer on a lead no picker has worked on, clearly', async () => {
    const lead = await addRental(server, createdBy(group.creator));
    expect((await read(group.creator, lead.id)).body.data).toMatchObject({ picker: null, messages: [] });
    const refused = await reply(group.creator, lead.id, 'Anyone?');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NO_PICKER_YET);
  });

  it('refuses a blank or long message and an unknown lead without writing', async () => {
    const lead = await workedLead();
    const blank = await reply(group.creator, lead.id, '   ');
    expect(blank.status).toBe(400);
    const long = await reply(group.creator, lead.id, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect((await reply(group.creator, 'no-such-lead', 'hello')).status).toBe(404);
    expect((await read(group.creator, lead.id)).body.data.messages).toEqual([]);
  });

  it('answers a signed-out caller 401', async () => {
    const lead = await workedLead();
    expect((await server.call(leadThreadApi.read, { values: { id: lead.id } })).status).toBe(401);
  });
});
