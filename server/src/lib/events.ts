/**
 * The server's events: a service raises a domain event once its change has committed, and the plugins
 * that care listen (the socket tells rooms and boards, the PGlite upkeep counts writes, the metrics
 * observe the upkeep). A service holds only `emit`; it never learns who listens.
 */
import type { CreatorMessage, ReleaseReason, ThreadMessageEvent } from '../../../src/contract';

/** A held lead gone back to the pool as the release recorded it (docs/rules/operations.md#d9.3, docs/rules/operations.md#d9.4). */
export interface ReleasedLead {
  rentalId: string;
  number: string;
  pickerId: string;
  /** The picker's admin when it claimed the lead: whose boards change. */
  adminId: string | null;
  reason: ReleaseReason;
  /** The hold's length in minutes, for an expired one. */
  afterMinutes: number | null;
}

/** What changed on the boards (docs/rules/operations.md#d9.2). */
export type BoardChange =
  /** The boards of these admin groups (null: no group) and the super-admin's whole board. */
  | { adminIds: readonly (string | null)[] }
  /** The board of this user's group, looked up after the answer so that no request waits for it. */
  | { userId: string }
  /** Every board (the global settings). */
  | { everyBoard: true };

export interface ServerEvents {
  /**
   * A held lead went back to the pool. Released by a supervisor or the sweep, the picker hears it on
   * its socket; released by the picker's own claim or finish (its hold expired), the answer tells it.
   */
  leadReleased:
    | (ReleasedLead & { inAnswer: false })
    | { pickerId: string; reason: 'expired'; inAnswer: true };
  /** The picker finished its held lead (docs/rules/leads.md#d5). */
  leadFinished: { pickerId: string };
  boardChanged: BoardChange;
  /** The account was deleted or its password reset: only a new sign-in opens a session again. */
  accountEnded: { userId: string };
  /** These sessions ended (docs/rules/auth.md, "Sessions"): their sockets close on every process. */
  sessionsEnded: { sessionIds: readonly string[] };
  /** The account moved to another group (docs/rules/people.md#d4.8): its sessions read their new place. */
  accountMoved: { userId: string };
  /**
   * Someone wrote on a lead's conversation (docs/rules/messages.md#d5.20): its parties (the creator and the picker)
   * see it in the thread, and each party but the sender in the bell.
   */
  leadMessaged: { partyIds: string[]; senderId: string; thread: ThreadMessageEvent; bell: CreatorMessage };
  /**
   * Many leads written at once: `added` when new rows only (an import), `changed` when rows were
   * updated or deleted (a revert, a bypass, an erasure, the do-not-contact list), which leaves dead rows.
   */
  bulkWritten: { rows: number; kind: 'added' | 'changed' };
  /** An import began reading its file, or ended (published, removed or refused): PGlite's upkeep waits for it. */
  importWriting: { writing: boolean };
  /** An import wrote one part of its leads, still unpublished: PGlite's upkeep vacuums their pages. */
  importPartWritten: { rows: number };
  /**
   * The PGlite upkeep ran a VACUUM and/or an ANALYZE (docs/decisions.md#p29); `steps`, of the runs after bulk
   * writes and on the timer: each statement's time from sent to answered (bench/leads prints them).
   */
  upkeepRan: { trigger: string; seconds: number; steps?: { step: string; ms: number }[] };
}

export type EventName = keyof ServerEvents;
type Listener<N extends EventName> = (event: ServerEvents[N]) => void;

/** What a service is given: it raises events. */
export interface EventSink {
  emit<N extends EventName>(name: N, event: ServerEvents[N]): void;
}

export interface EventBus extends EventSink {
  on<N extends EventName>(name: N, listener: Listener<N>): void;
}

/**
 * Listeners run at once, in the order they subscribed. One that throws is reported and the others
 * still run: the change the event follows has committed, and its request must not fail for a listener.
 */
export function eventBus(report: (error: unknown, name: EventName) => void): EventBus {
  const listeners = new Map<EventName, ((event: never) => void)[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    emit(name, event) {
      for (const listener of (listeners.get(name) ?? []) as Listener<typeof name>[]) {
        try {
          listener(event);
        } catch (error) {
          report(error, name);
        }
      }
    },
  };
}

/** For work that no server hears, as the demo seed's. */
export const noListeners: EventSink = { emit: () => {} };
