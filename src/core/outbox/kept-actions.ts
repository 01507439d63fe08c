/**
 * The actions Collect keeps while the connection is down (docs/rules/claiming.md#d5.25), in IndexedDB so a reload
 * or a closed tab loses none: each the call as it was sent, with its `Idempotency-Key`, in the order
 * the picker pressed them.
 */
import { createStore, del, set, values as storedValues } from 'idb-keyval';

export interface KeptAction {
  /** The call's `Idempotency-Key`, also the entry's own key. */
  key: string;
  /** Whose action it is: another user signed in on this browser never sends it. */
  userId: string;
  method: 'POST' | 'PATCH';
  /** The path under the API base, its values in it. */
  path: string;
  body: unknown;
  /** When it was pressed (ms): the order it is sent in. */
  at: number;
}

let store: ReturnType<typeof createStore> | undefined;
const actions = () => {
  store ??= createStore('rl-outbox', 'actions');
  return store;
};

export const keepAction = (action: KeptAction) => set(action.key, action, actions());

export const dropAction = (key: string) => del(key, actions());

/** `userId`'s kept actions, first pressed first; none where the browser has no IndexedDB. */
export async function keptActions(userId: string): Promise<KeptAction[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = (await storedValues<KeptAction>(actions())).filter((action) => action.userId === userId);
  return all.sort((a, b) => a.at - b.at);
}
