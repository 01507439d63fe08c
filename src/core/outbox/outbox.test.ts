/**
 * The outbox with a scripted fetch (docs/rules/claiming.md#d5.25): what no answer keeps, what an answer does not,
 * the order and the once of the sending, and what a refusal on replay leaves.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, leadsApi, messagesApi } from '../../contract';
import { authStore } from '../auth-store';
import { configure, resetConfig } from '../config';
import * as toaster from '../toaster';
import { dropAction, keptActions } from './kept-actions';
import { isKeptOffline, outboxStore, sendKept, sendOrKeep } from './outbox';

const user = { _id: 'u-pk', name: 'Pete', email: 'pete@x.co', role: 'data-picker' as const };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answered = (data: unknown) => json(200, { success: true, message: 'ok', data });

interface Sent {
  path: string;
  key: string;
  body: unknown;
}
let sent: Sent[] = [];
/** Every call goes to `answer`; `null` fails as the network does. */
const useNetwork = (answer: (call: Sent) => Response | null) =>
  configure({
    fetch: async (input, init = {}) => {
      const call = {
        path: new URL(String(input), 'http://x').pathname.replace(/^.*\/api\/v1/, ''),
        key: (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER] ?? '',
        body: JSON.parse(String(init.body ?? 'null')),
      };
      sent.push(call);
      const response = answer(call);
      if (response === null) throw new TypeError('Failed to fetch');
      return response;
    },
  });
const offline = () => null;

const finish = (note: string) => sendOrKeep(leadsApi.finish, { body: { outcome: 'no-answer', note } });

beforeEach(async () => {
  vi.spyOn(toaster, 'toastError').mockImplementation(() => {});
  resetConfig();
  authStore.getState().signIn('token-1', user);
  for (const action of await keptActions(user._id)) await dropAction(action.key);
  outboxStore.setState({ waiting: 0, last: null, rounds: 0 });
  sent = [];
});
afterEach(() => vi.restoreAllMocks());

describe('keeping', () => {
  it('keeps a call that got no answer, with the key it was sent with', async () => {
    useNetwork(offline);
    await expect(finish('first')).rejects.toSatisfy(isKeptOffline);
    const [kept] = await keptActions(user._id);
    expect(kept).toMatchObject({ path: '/rental/complete-task', method: 'PATCH', key: sent[0]!.key });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(outboxStore.getState().waiting).toBe(1);
  });

  it('keeps nothing of a call the server answered, even with a refusal', async () => {
    useNetwork(() => json(409, { success: false, message: 'Released' }));
    await expect(finish('x')).rejects.toMatchObject({ status: 409 });
    expect(await keptActions(user._id)).toEqual([]);
  });

  it('keeps a call pressed while others wait behind them, without sending it first', async () => {
    useNetwork(offline);
    await expect(finish('first')).rejects.toSatisfy(isKeptOffline);
    useNetwork((call) => (call.path === leadsApi.finish.path ? null : answered({})));
    await expect(sendOrKeep(messagesApi.send, { body: { creatorId: 'c', message: 'm' } })).rejects.toSatisfy(
      isKeptOffline,
    );
    expect((await keptActions(user._id)).map((a) => a.path)).toEqual([
      '/rental/complete-task',
      '/dataPicker/send-message',
    ]);
  });
});

describe('sending', () => {
  it('sends the kept calls in order, each once with its own key, then says Sent', async () => {
    useNetwork(offline);
    await expect(finish('first')).rejects.toSatisfy(isKeptOffline);
    await expect(finish('second')).rejects.toSatisfy(isKeptOffline);
    const keys = (await keptActions(user._id)).map((a) => a.key);
    sent = [];
    useNetwork(() => answered({}));
    await Promise.all([sendKept(), sendKept()]);
    expect(sent.map((call) => [call.key, (call.body as { note: string }).note])).toEqual([
      [keys[0], 'first'],
      [keys[1], 'second'],
    ]);
    expect(outboxStore.getState()).toMatchObject({ waiting: 0, last: { sent: true }, rounds: 1 });
    expect(await keptActions(user._id)).toEqual([]);
  });

  it('drops an action the server refuses on replay and keeps its words', async () => {
    useNetwork(offline);
    await expect(finish('first')).rejects.toSatisfy(isKeptOffline);
    useNetwork(() => json(409, { success: false, message: 'Your lead was released' }));
    await sendKept();
    expect(outboxStore.getState()).toMatchObject({ waiting: 0, last: { refused: 'Your lead was released' } });
    expect(await keptActions(user._id)).toEqual([]);
  });

  it('keeps the actions when the server fails or the network is still down', async () => {
    useNetwork(offline);
    await expect(finish('first')).rejects.toSatisfy(isKeptOffline);
    await sendKept();
    useNetwork(() => json(500, { success: false, message: 'Something went wrong' }));
    await sendKept();
    expect(await keptActions(user._id)).toHaveLength(1);
    expect(outboxStore.getState()).toMatchObject({ waiting: 1, last: null });
  });

  it('sends only the signed-in user’s actions', async () => {
    useNetwork(offline);
    await expect(finish('first')).rejects.toSatisfy(isKeptOffline);
    authStore.getState().signIn('token-2', { ...user, _id: 'u-other' });
    sent = [];
    useNetwork(() => answered({}));
    await sendKept();
    expect(sent).toEqual([]);
    authStore.getState().signIn('token-1', user);
  });
});
