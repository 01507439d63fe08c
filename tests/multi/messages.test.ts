/**
 * Live messages across processes: a picker's message sent through one process reaches its creator's
 * socket on the other (the PostgreSQL adapter), and sockets work through the proxy both over
 * WebSocket (nginx passes the upgrade on) and over long-polling (a series of requests that nginx keeps
 * on one process).
 */
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CreatorMessage, leadsApi, messagesApi } from '../../src/contract';
import {
  type Account,
  buildTeam,
  call,
  createLead,
  leadNumber,
  originOf,
  setLeadsType,
  type Via,
} from './support/cluster';

let picker: Account;
let creator: Account;
const sockets: Socket[] = [];

beforeAll(async () => {
  const team = await buildTeam(1);
  picker = team.pickers[0]!;
  creator = team.creator;
  // The picker claims the lead just made (the newest), so it may message that lead's creator.
  await setLeadsType('newest');
  const lead = await createLead('a', creator, leadNumber(401, 0));
  const claim = await call('b', leadsApi.claim, { token: picker.token });
  expect(claim.body.data?.rental._id).toBe(lead._id);
  expect(
    (await call('a', leadsApi.finish, { token: picker.token, body: { number_status: 'valid' } })).status,
  ).toBe(200);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** Fails after `ms` instead of waiting for the test's time-out. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms),
    ),
  ]);
}

/** The creator's socket through `via`, joined to its own room. */
async function connect(via: Via, transport: 'websocket' | 'polling'): Promise<Socket> {
  const socket = io(originOf(via), {
    path: '/socket.io',
    auth: { token: creator.token },
    transports: [transport],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await within(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    }),
    5000,
    `a ${transport} socket through ${via}`,
  );
  expect(await socket.emitWithAck('join', creator.id)).toEqual({ ok: true });
  return socket;
}

/** Sends a message through `via` and checks that `socket` receives it as stored. */
async function expectDelivered(socket: Socket, via: Via, text: string) {
  const arriving = new Promise<CreatorMessage>((resolve) => socket.once('newMessage', resolve));
  const sent = await call(via, messagesApi.send, {
    token: picker.token,
    body: { creatorId: creator.id, message: text },
  });
  expect(sent.status, sent.body.message).toBe(200);
  expect(await within(arriving, 5000, `"${text}" sent through ${via}`)).toEqual(sent.body.data);
}

describe('a message sent through one process', () => {
  it.each([
    ['b', 'a'],
    ['a', 'b'],
  ] as const)('reaches a socket connected to %s when sent through %s', async (socketVia, sendVia) => {
    const socket = await connect(socketVia, 'websocket');
    await expectDelivered(socket, sendVia, `from ${sendVia} to ${socketVia}`);
  });
});

describe('a socket through the proxy', () => {
  it.each(['websocket', 'polling'] as const)(
    'works over %s, whichever process a message is sent through',
    async (transport) => {
      const socket = await connect('proxy', transport);
      for (const via of ['a', 'b', 'proxy'] as const)
        await expectDelivered(socket, via, `${transport} via ${via}`);
      expect(socket.io.engine.transport.name).toBe(transport);
    },
  );
});
