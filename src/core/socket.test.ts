/** The socket's auth wiring against an in-memory socket: token, room, refresh, sign-out, listeners. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSockets } from '../../.storybook/fake-socket';
import type { CreatorMessage } from '../contract';
import { authStore } from './auth-store';
import { configure, resetConfig } from './config';
import { onNewMessage, setSocketFactory } from './socket';

const creator = { _id: 'u-cr', name: 'Cora', email: 'cora@x.co', role: 'data-creator' as const };
const message: CreatorMessage = {
  _id: 'm1',
  message: 'Number is off',
  createdAt: '2026-03-02T15:00:00.000Z',
  read: false,
  picker: { _id: 'u-pk', name: 'Pete' },
  sender: { _id: 'u-pk', name: 'Pete' },
  rental: { _id: 'r1', number: '5551234567', client_name: 'Ann' },
};

/** Lets the fake factory's promise and the queued handshakes settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const refreshAnswers = (token: string | null) =>
  configure({
    fetch: async () =>
      new Response(
        JSON.stringify(
          token
            ? { success: true, message: 'ok', data: { accessToken: token } }
            : { success: false, message: 'No session' },
        ),
        { status: token ? 200 : 401 },
      ),
  });

let unsubscribes: (() => void)[] = [];
const listen = (handler: (m: CreatorMessage) => void = () => {}) => {
  unsubscribes.push(onNewMessage(handler));
};

beforeEach(() => {
  fakeSockets.reset();
  setSocketFactory(fakeSockets.factory);
  resetConfig();
  configure({ socketUrl: 'https://rt.example.com' });
  authStore.getState().signIn('token-1', creator);
});

afterEach(async () => {
  for (const unsubscribe of unsubscribes) unsubscribe();
  unsubscribes = [];
  await settle();
  setSocketFactory(null);
  authStore.getState().signOut();
});

describe('the page socket', () => {
  it('opens nothing until something listens', async () => {
    await settle();
    expect(fakeSockets.all).toHaveLength(0);
  });

  it('connects once to the socket URL with the access token, websocket first, and joins its own room', async () => {
    listen();
    listen();
    await settle();
    expect(fakeSockets.all).toHaveLength(1);
    const socket = fakeSockets.latest()!;
    expect(socket.url).toBe('https://rt.example.com');
    expect(socket.options).toMatchObject({ path: '/socket.io', transports: ['websocket', 'polling'] });
    expect(socket.handshakes).toEqual(['token-1']);
    expect(socket.emitted).toEqual([['join', 'u-cr']]);
  });

  it('hands every newMessage to every listener until it unsubscribes', async () => {
    const seen: string[] = [];
    listen((m) => seen.push(`a:${m._id}`));
    const stop = onNewMessage((m) => seen.push(`b:${m._id}`));
    await settle();
    fakeSockets.push('newMessage', message);
    stop();
    fakeSockets.push('newMessage', { ...message, _id: 'm2' });
    expect(seen).toEqual(['a:m1', 'b:m1', 'a:m2']);
  });

  it('disconnects when the last listener leaves', async () => {
    const stop = onNewMessage(() => {});
    await settle();
    const socket = fakeSockets.latest()!;
    stop();
    await settle();
    expect(socket.connected).toBe(false);
  });

  it('disconnects on sign-out and connects again, as the new user, on the next sign-in', async () => {
    listen();
    await settle();
    const first = fakeSockets.latest()!;
    authStore.getState().signOut();
    expect(first.connected).toBe(false);
    authStore.getState().signIn('token-9', { ...creator, _id: 'u-cr2' });
    await settle();
    const second = fakeSockets.latest()!;
    expect(second).not.toBe(first);
    expect(second.handshakes).toEqual(['token-9']);
    expect(second.emitted).toEqual([['join', 'u-cr2']]);
  });

  it('refreshes a refused token and reconnects with the fresh one', async () => {
    fakeSockets.autoAccept = false;
    listen();
    await settle();
    const socket = fakeSockets.latest()!;
    refreshAnswers('token-2');
    socket.refuse('jwt expired');
    await settle();
    expect(authStore.getState().accessToken).toBe('token-2');
    expect(socket.handshakes).toEqual(['token-1', 'token-2']);
    socket.accept();
    expect(socket.emitted).toEqual([['join', 'u-cr']]);
  });

  it('asks for one refresh only when a fresh token is refused as well', async () => {
    fakeSockets.autoAccept = false;
    listen();
    await settle();
    const socket = fakeSockets.latest()!;
    let refreshes = 0;
    configure({
      fetch: async () => {
        refreshes += 1;
        return new Response(
          JSON.stringify({ success: true, message: 'ok', data: { accessToken: 'token-2' } }),
        );
      },
    });
    socket.refuse();
    await settle();
    socket.refuse();
    await settle();
    expect(refreshes).toBe(1);
  });

  it('closes when the refresh fails and the user is signed out', async () => {
    fakeSockets.autoAccept = false;
    listen();
    await settle();
    const socket = fakeSockets.latest()!;
    socket.accept();
    refreshAnswers(null);
    socket.refuse();
    await settle();
    expect(authStore.getState().user).toBeNull();
    expect(socket.connected).toBe(false);
  });
});
