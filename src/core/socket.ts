/**
 * The page's one real-time connection (docs/rules/messages.md, "Real-time"): socket.io-client loads and connects
 * on the first subscription, authenticates with the current access token, joins the signed-in user's
 * room (and the board a screen watches, docs/rules/operations.md#d9.2), reconnects with a fresh token after a refresh, and
 * closes on sign-out or when nobody listens.
 */
import type { CreatorMessage, JoinBoardAnswer, LeadReleasedEvent, ThreadMessageEvent } from '../contract';
import { refreshAccessToken } from './api-client';
import { type AuthState, authStore } from './auth-store';
import { configInUse } from './config';

/** The part of a socket.io client socket this module uses; tests and stories pass a fake of this shape. */
export interface SocketLike {
  readonly connected: boolean;
  /** False once the server refused the connection: socket.io then stops reconnecting by itself. */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface SocketOptions {
  path: string;
  transports: ('websocket' | 'polling')[];
  tryAllTransports: boolean;
  autoConnect: boolean;
  /** Read at every (re)connection, so a refreshed token is the one the server sees. */
  auth: (send: (data: { token: string | null }) => void) => void;
}

export type SocketFactory = (url: string, options: SocketOptions) => Promise<SocketLike>;

// A dynamic import: socket.io-client stays out of every page that never opens the bell.
const socketIo: SocketFactory = async (url, options) => (await import('socket.io-client')).io(url, options);

/** What the server pushes, by event name. */
export interface ServerEvents {
  newMessage: CreatorMessage;
  threadMessage: ThreadMessageEvent;
  leadReleased: LeadReleasedEvent;
  boardChanged: undefined;
}
type EventName = keyof ServerEvents;
const EVENT_NAMES: EventName[] = ['newMessage', 'threadMessage', 'leadReleased', 'boardChanged'];
type Handler<E extends EventName> = (payload: ServerEvents[E]) => void;

interface BoardWatch {
  adminId: string | null;
  onChange: () => void;
  onRefused: (message: string) => void;
}

const handlers = new Map<EventName, Set<Handler<EventName>>>(EVENT_NAMES.map((name) => [name, new Set()]));
const boards = new Set<BoardWatch>();
const listening = () => boards.size > 0 || [...handlers.values()].some((set) => set.size > 0);
let factory: SocketFactory = socketIo;
let socket: SocketLike | null = null;
let owner: string | null = null;
let opening = false;
/** One refresh per refusal streak: when a fresh token is refused too, retrying would only loop. */
let mayRefresh = true;
/** The auth subscription is made once and lasts as long as the page, like the socket module itself. */
let followingAuth = false;

function close(): void {
  socket?.disconnect();
  socket = null;
  owner = null;
  mayRefresh = true;
}

/**
 * Signing out closes the socket first: the server then ends the session without a socket of this
 * page to close, so no refresh is tried for a session being ended on purpose.
 */
export function closeBeforeSignOut(): void {
  close();
}

/**
 * The server refused the token (expired, most likely) or closed the socket (its session ended):
 * refresh it; the new token reconnects, a refused refresh signs out. The token in hand is named stale,
 * so only another tab's newer token stands in for the refresh.
 */
function recover(): void {
  const { accessToken } = authStore.getState();
  if (!mayRefresh || !accessToken) return;
  mayRefresh = false;
  void refreshAccessToken(accessToken);
}

function open(): void {
  const { user, accessToken } = authStore.getState();
  if (socket || opening || !user || !accessToken || !listening()) return;
  const userId = user._id;
  opening = true;
  factory(configInUse().socketUrl, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    auth: (send) => send({ token: authStore.getState().accessToken }),
  }).then(
    (next) => {
      opening = false;
      // Signed out, someone else signed in, or the last listener left while the library loaded.
      if (authStore.getState().user?._id !== userId || !listening()) {
        next.disconnect();
        open();
        return;
      }
      socket = next;
      owner = userId;
      next.on('connect', () => {
        mayRefresh = true;
        next.emit('join', userId);
        // A board missed what happened while the connection was down: it reads itself again.
        for (const watch of boards) joinBoard(next, watch);
      });
      for (const name of EVENT_NAMES) {
        next.on(name, (payload: never) => {
          for (const handler of handlers.get(name)!) handler(payload);
        });
      }
      next.on('connect_error', () => {
        if (!next.active) recover();
      });
      next.on('disconnect', (reason: string) => {
        if (reason === 'io server disconnect') recover();
      });
      next.connect();
    },
    () => {
      // The library failed to load (offline): the widgets keep working without live updates.
      opening = false;
    },
  );
}

function followAuth(state: AuthState, previous: AuthState): void {
  if (!state.user || !state.accessToken) {
    close();
    return;
  }
  if (state.user._id !== owner) {
    close();
    open();
    return;
  }
  if (state.accessToken !== previous.accessToken && socket && !socket.connected) socket.connect();
}

function joinBoard(on: SocketLike, watch: BoardWatch): void {
  on.emit('joinBoard', watch.adminId, (answer: JoinBoardAnswer) => {
    if (!boards.has(watch)) return;
    if (answer.ok) watch.onChange();
    else watch.onRefused(answer.message);
  });
}

function listen(): () => void {
  if (!followingAuth) {
    authStore.subscribe(followAuth);
    followingAuth = true;
  }
  open();
  // A component that re-subscribes at once (an effect re-run, a moved element) keeps the connection.
  return () =>
    queueMicrotask(() => {
      if (!listening()) close();
    });
}

/** Calls `handler` with every `event` the server pushes to the signed-in user; returns the unsubscribe. */
export function onServerEvent<E extends EventName>(event: E, handler: Handler<E>): () => void {
  const set = handlers.get(event)! as Set<Handler<E>>;
  set.add(handler);
  const release = listen();
  return () => {
    set.delete(handler);
    release();
  };
}

/** Calls `handler` with every `newMessage` the server pushes to the signed-in user; returns the unsubscribe. */
export const onNewMessage = (handler: Handler<'newMessage'>) => onServerEvent('newMessage', handler);

/**
 * Watches the board of the caller's scope (`adminId` null), or of one admin group for the
 * super-admin: `onChange` runs once the server accepts, after every reconnect (to resync), and at
 * each `boardChanged`. One board per page: the server keeps a socket in one board room.
 */
export function watchBoard(
  adminId: string | null,
  onChange: () => void,
  onRefused: (message: string) => void = () => {},
): () => void {
  const watch: BoardWatch = { adminId, onChange, onRefused };
  boards.add(watch);
  const stopChanges = onServerEvent('boardChanged', onChange);
  if (socket?.connected) joinBoard(socket, watch);
  return () => {
    boards.delete(watch);
    stopChanges();
  };
}

/** Replaces how the socket is made (a fake in tests and stories; `null` for socket.io) and drops the current one. */
export function setSocketFactory(next: SocketFactory | null): void {
  close();
  factory = next ?? socketIo;
}
