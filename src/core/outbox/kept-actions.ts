/**
 * The actions Collect keeps while the connection is down (docs/rules/claiming.md#d5.25), in IndexedDB so a reload
 * or a closed tab loses none: each the call as it was sent, with its `Idempotency-Key`, in the order
 * the picker pressed them. A browser without IndexedDB keeps them in memory, for as long as the page.
 */
import { createStore, del, set, values } from 'idb-keyval';

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

interface Shelf {
  put(action: KeptAction): Promise<void>;
  drop(key: string): Promise<void>;
  all(): Promise<KeptAction[]>;
}

function inIndexedDb(): Shelf {
  const store = createStore('rl-outbox', 'actions');
  return {
    put: (action) => set(action.key, action, store),
    drop: (key) => del(key, store),
    all: () => values<KeptAction>(store),
  };
}

function inMemory(): Shelf {
  const kept = new Map<string, KeptAction>();
  return {
    put: async (action) => void kept.set(action.key, action),
    drop: async (key) => void kept.delete(key),
    all: async () => [...kept.values()],
  };
}

let shelf: Shelf | undefined;
const shelfInUse = () => {
  shelf ??= typeof indexedDB === 'undefined' ? inMemory() : inIndexedDb();
  return shelf;
};

export const keepAction = (action: KeptAction) => shelfInUse().put(action);

export const dropAction = (key: string) => shelfInUse().drop(key);

/** `userId`'s kept actions, first pressed first. */
export async function keptActions(userId: string): Promise<KeptAction[]> {
  const all = (await shelfInUse().all()).filter((action) => action.userId === userId);
  return all.sort((a, b) => a.at - b.at);
}
