/**
 * Collect's outbox (docs/rules/claiming.md#d5.25): an action sent with an `Idempotency-Key` that fails for lack of
 * network (no answer at all, never a 4xx or 5xx) is kept in IndexedDB with that key, and the kept
 * actions are sent again, in the order they were pressed, when the connection comes back and when the
 * page loads. The server does each key once, so a replay of an action that did reach it changes
 * nothing. One tab sends at a time (a Web Lock); a refusal on replay (the lead was released meanwhile)
 * drops the action and is kept to be shown with the server's words.
 */
import { createStore } from 'zustand/vanilla';
import { type Endpoint, type Envelope, IDEMPOTENCY_HEADER, type PathValues, pathTo } from '../../contract';
import { request } from '../api-client';
import { isApiError } from '../api-error';
import { authStore } from '../auth-store';
import { newIdempotencyKey } from './idempotency-key';
import { dropAction, type KeptAction, keepAction, keptActions } from './kept-actions';

export interface OutboxState {
  /** The signed-in user's actions kept and not sent yet. */
  waiting: number;
  /** The last sending's end: every kept action sent, or the server's words refusing one. */
  last: { sent: true } | { refused: string } | null;
  /** Counts the sendings that sent anything: the screen reads its data again after each. */
  rounds: number;
}

export const outboxStore = createStore<OutboxState>()(() => ({ waiting: 0, last: null, rounds: 0 }));

/** The action was kept to be sent later: the screen moves on as if it were done. */
export class KeptOffline extends Error {
  override readonly name = 'KeptOffline';
}

export const isKeptOffline = (error: unknown): error is KeptOffline => error instanceof KeptOffline;

/** No answer came: fetch failed (a TypeError), or the browser says it is offline. */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === null &&
  (error.kind === 'FETCH_ERROR' || (typeof navigator !== 'undefined' && !navigator.onLine));

/** A refusal the server may not give next time (its own failure, a session to renew): the action stays. */
const tryAgainLater = (error: unknown) =>
  isNetworkFailure(error) || (isApiError(error) && (error.status === 401 || (error.status ?? 0) >= 500));

const sendAction = <Output>({ method, path, body, key }: KeptAction) =>
  request<Output>(path, { method, body, headers: { [IDEMPOTENCY_HEADER]: key } });

const currentUser = () => authStore.getState().user?._id ?? null;

/** Reads how many of the signed-in user's actions wait. */
export async function countKept(): Promise<void> {
  const userId = currentUser();
  const waiting = userId === null ? 0 : (await keptActions(userId)).length;
  outboxStore.setState({ waiting });
}

async function sendAll(): Promise<void> {
  const userId = currentUser();
  if (userId === null) return;
  const actions = await keptActions(userId);
  let refused: string | null = null;
  let done = 0;
  for (const action of actions) {
    try {
      await sendAction(action);
    } catch (error) {
      if (tryAgainLater(error)) break;
      refused = isApiError(error) ? error.message : String(error);
    }
    await dropAction(action.key);
    done += 1;
    outboxStore.setState({ waiting: actions.length - done });
  }
  if (done === 0) return;
  outboxStore.setState((state) => ({
    last: refused === null ? { sent: true } : { refused },
    rounds: state.rounds + 1,
  }));
}

let sending: Promise<void> | undefined;
let next: Promise<void> | undefined;

/**
 * Sends the kept actions. Asked while a sending runs (the connection came back during a try that is
 * failing), one more follows it, so no ask is lost and no action is sent twice at once.
 */
export function sendKept(): Promise<void> {
  if (sending) {
    next ??= sending.then(() => {
      next = undefined;
      return sendKept();
    });
    return next;
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  sending = (locks ? locks.request('rl-outbox', sendAll) : sendAll()).finally(() => {
    sending = undefined;
  });
  return sending;
}

/**
 * Sends `target` with a new key; without network the action is kept and KeptOffline thrown. While
 * others wait it is kept behind them at once, so none is sent ahead of one pressed before it.
 */
export async function sendOrKeep<Output, Body, Query>(
  target: Endpoint<Output, Body, Query>,
  input: { values?: PathValues; body?: Body } = {},
): Promise<Envelope<Output>> {
  const action: KeptAction = {
    key: newIdempotencyKey(),
    userId: currentUser() ?? '',
    method: target.method as KeptAction['method'],
    path: pathTo(target, input.values),
    body: input.body,
    at: Date.now(),
  };
  if (outboxStore.getState().waiting === 0) {
    try {
      return await sendAction<Output>(action);
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await keepAction(action);
  outboxStore.setState((state) => ({ waiting: state.waiting + 1, last: null }));
  if (navigator.onLine) void sendKept();
  throw new KeptOffline();
}
