/** The socket rooms (docs/rules/operations.md#d9.2): a user's own, its sessions', the pickers' and the boards'. */
import type { SessionUser } from '../lib/caller';

/** Where a user's own events go, once its socket joined. */
export const roomOf = (userId: string) => `user:${userId}`;
/** Every socket of a user, joined or not: the server's own room, never one a client asks for. */
export const sessionOf = (userId: string) => `session:${userId}`;
/** Every socket opened with one session's tokens (docs/rules/auth.md, "Sessions"): the server's own room. */
export const signInOf = (sessionId: string) => `sign-in:${sessionId}`;
/** Every picker's socket: presence on the board (docs/rules/operations.md#d9.1). */
export const PICKERS = 'pickers';
export const WHOLE_BOARD = 'board:all';
const boardOf = (adminId: string) => `board:${adminId}`;
/** Every board socket, whichever board it watches: one emit reaches all of them on every process. */
export const EVERY_BOARD = 'boards';

/** The boards of these admin groups (null: no group) and the super-admin's whole board. */
export const boardsOf = (adminIds: readonly (string | null)[]) => [
  WHOLE_BOARD,
  ...new Set(adminIds.filter((id): id is string => id !== null).map(boardOf)),
];

/** The board room `user` may watch for `adminId` (undefined: its own scope), or null when it may not. */
export function boardRoom(user: SessionUser, adminId: unknown): string | null {
  if (adminId !== undefined && adminId !== null && typeof adminId !== 'string') return null;
  const asked = adminId || null;
  switch (user.role) {
    case 'super-admin':
      return asked ? boardOf(asked) : WHOLE_BOARD;
    case 'admin':
      return asked === null || asked === user._id ? boardOf(user._id) : null;
    case 'team-leader':
      if (user.assignFor !== 'rental-picker' || !user.adminId) return null;
      return asked === null || asked === user.adminId ? boardOf(user.adminId) : null;
    default:
      return null;
  }
}
