/**
 * Signed-in devices (docs/rules/auth.md, "Sessions"): a session is one sign-in and its refresh
 * family. Listing reads the live ones; ending one revokes its family, marks it ended (its access
 * tokens are then refused at once) and, once committed, closes its sockets on every process.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionInfo } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { type SessionRow, sessions } from '../../db/schema';
import type { Actor, SessionUser } from '../../lib/caller';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps, ServiceDeps } from '../deps';
import { browserName } from './browser-name';
import { revokeFamily } from './refresh-tokens';

/** Whose sessions: the user itself or one its caller manages (docs/rules/people.md#d4.4). */
export interface SessionOwner {
  id: string;
  name: string;
  role: Actor['role'];
  adminId: string | null;
}

/** True when the session is ended: one indexed row, read with the user on every request. */
export async function sessionEnded(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ endedAt: sessions.endedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.endedAt != null;
}

/** Live: not ended, and its last refresh token not yet expired (it lasts `ttlMs` from its rotation). */
const live = (userId: string, now: Date, ttlMs: number) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.endedAt),
    gt(sessions.lastSeenAt, new Date(now.getTime() - ttlMs)),
  );

const toInfo = (row: SessionRow, currentId: string | null): SessionInfo => ({
  _id: row.id,
  browser: browserName(row.userAgent),
  address: row.ip,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  current: row.id === currentId,
});

/** The user's live sessions, the last seen first; `currentId` is marked as the caller's own. */
export async function listSessions(
  { db, now }: Deps<'db' | 'now'>,
  userId: string,
  currentId: string | null,
  ttlMs: number,
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(userId, now(), ttlMs))
    .orderBy(desc(sessions.lastSeenAt), sessions.id);
  return rows.map((row) => toInfo(row, currentId));
}

/** The signed-in user as the owner of the sessions it ends (its group for the audit trail). */
export const ownerOf = (user: SessionUser): SessionOwner => ({
  id: user._id,
  name: user.name,
  role: user.role,
  adminId: user.adminId,
});

/** Which of the owner's sessions to end: one by id, or all but one (null: all). */
export type SessionChoice = { only: string } | { allBut: string | null };

/**
 * Ends the owner's chosen sessions not ended yet in the caller's transaction, each in the audit trail
 * as the actor's act (rule D10.1), and answers their ids; the caller closes their sockets once it
 * committed (`sessionsEnded`).
 */
export async function endSessionsIn(
  tx: Db,
  actor: Actor,
  owner: SessionOwner,
  choice: SessionChoice,
  now: Date,
): Promise<string[]> {
  const chosen =
    'only' in choice
      ? eq(sessions.id, choice.only)
      : choice.allBut
        ? ne(sessions.id, choice.allBut)
        : undefined;
  const rows = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, owner.id), isNull(sessions.endedAt), chosen))
    .orderBy(sessions.id)
    .for('update');
  for (const row of rows) {
    await revokeFamily(tx, row.id, now);
    await recordAudit(tx, {
      action: 'session-ended',
      actor,
      at: now,
      target: { kind: 'user', id: owner.id, label: owner.name },
      after: { sessionId: row.id, browser: browserName(row.userAgent), address: row.ip },
      adminId: groupOf(owner),
    });
  }
  return rows.map((row) => row.id);
}

/** Ends the owner's chosen sessions (`endSessionsIn`) and answers how many ended. */
export async function endSessions(
  { db, now: clock, events }: ServiceDeps,
  actor: Actor,
  owner: SessionOwner,
  choice: SessionChoice,
): Promise<number> {
  const now = clock();
  const ended = await db.transaction((tx) => endSessionsIn(tx, actor, owner, choice, now));
  if (ended.length > 0) events.emit('sessionsEnded', { sessionIds: ended });
  return ended.length;
}
