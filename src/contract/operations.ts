/**
 * The operations area (docs/rules/operations.md): the live board of who works on what, a supervisor
 * releasing a held lead, and a hold that expires (docs/rules/operations.md#d9).
 */
import { type Infer, object, optional } from 'superstruct';
import type { SkipReason } from './lead-outcomes';
import type { OutcomeCounts } from './outcome-counts';
import { optionalText } from './rules';

/** What a picker is doing, in the order the board checks it. */
export const PICKER_STATES = ['holding', 'limit', 'idle', 'offline'] as const;
export type PickerState = (typeof PICKER_STATES)[number];

export const PICKER_STATE_LABELS: Record<PickerState, string> = {
  holding: 'Holding',
  limit: 'Daily limit reached',
  idle: 'Idle',
  offline: 'Offline',
};

/** One row of the board: a picker in the caller's scope. */
export interface BoardPicker {
  _id: string;
  name: string;
  email: string;
  team_leader_id: string | null;
  team_leader_name: string | null;
  state: PickerState;
  /** The lead it holds, when it holds one. */
  holding: { rentalId: string; number: string; since: string } | null;
  /**
   * Its last finish or hand-back (an outcome that waits, a skip), ISO: the "idle since" of the board;
   * null when it never ended a hold.
   */
  lastFinishAt: string | null;
  /** A socket of this picker is connected to the server. */
  online: boolean;
  picksToday: number;
  limit: number;
  validToday: number;
  invalidToday: number;
  /** Today's holds it ended with each outcome (docs/rules/claiming.md#d5.5); each is among its picks. */
  outcomesToday: OutcomeCounts;
  /** Leads it skipped today, and the latest of those skips. */
  skipsToday: number;
  lastSkip: BoardSkip | null;
  dealsToday: number;
}

/** A skip on the board: why, the picker's note (for Other), and when (ISO). */
export interface BoardSkip {
  reason: SkipReason;
  note: string | null;
  at: string;
}

export interface PoolAges {
  underOneDay: number;
  oneToTwoDays: number;
  twoToSevenDays: number;
  overSevenDays: number;
}

export interface BoardHeader {
  /** Claimable leads: the whole pool, shared by every group (docs/rules/leads.md#d5). */
  poolLeft: number;
  /** The pool's leads by age since they were entered (docs/rules/operations.md#d9.5), counted as `poolLeft` is. */
  poolAges: PoolAges;
  heldNow: number;
  finishedToday: number;
  /** The hold window (docs/rules/settings.md#d7): on until `until` (ISO), or off. */
  hold: { on: boolean; until: string | null };
  /** The group's picks today against its admin's cap; null on the super-admin's whole board. */
  adminCap: { used: number; limit: number } | null;
}

/** GET /operations/board. */
export interface Board {
  header: BoardHeader;
  pickers: BoardPicker[];
  /** The server's clock when the board was read, so "for mm:ss" counts from the server's time. */
  at: string;
}

/** The super-admin may narrow its board to one admin group; others always see their own. */
export const BoardQuery = object({ adminId: optional(optionalText('Admin', 64)) });
export type BoardQuery = Infer<typeof BoardQuery>;

/** Why a held lead went back to the pool. */
export const RELEASE_REASONS = ['released', 'expired'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

/** The picker's message, on its Collect screen and as the refusal of a Finish on that lead (409). */
export const leadReleasedMessage = (number: string, reason: ReleaseReason, minutes?: number): string =>
  reason === 'expired'
    ? `Your lead ${number} went back to the pool after ${minutes ?? 0} minutes without a finish`
    : `Your lead ${number} was released back to the pool by a supervisor`;

/** The finish refusal's `code` when the picker's lead was released. */
export const LEAD_RELEASED = 'lead-released';

/** A release of a lead that is no longer held (finished or released meanwhile): 409. */
export const NOT_HELD = 'This lead is no longer held';

/** The socket event a picker receives when its held lead is released. */
export interface LeadReleasedEvent {
  rentalId: string;
  number: string;
  reason: ReleaseReason;
  /** How long an expired hold lasted, so the picker's screen can say `message` in its language. */
  minutes?: number;
  message: string;
}

/** The answer to a socket's `joinBoard`. */
export type JoinBoardAnswer = { ok: true } | { ok: false; message: string };
export const NOT_YOUR_BOARD = 'You may only watch your own teams';
