/**
 * Refresh tokens (docs/rules/auth.md#d3): one family per sign-in, rotated on every use, and the whole family
 * revoked when a rotated token comes back (someone else holds a copy), unless it comes back with
 * its rotation, as a second tab's refresh does (CONCURRENT_REFRESH_MS).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type OidcSessionLink, refreshTokens, sessions, type UserRow, users } from '../../db/schema';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { USER_AGENT_MAX } from './browser-name';
import { findActiveUserById } from './find-user';
import { hashToken, newSecretToken } from './secret-token';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The session (the family) it belongs to: the access token's `sid`. */
  sessionId: string;
}

/** The device a sign-in or refresh comes from (docs/rules/auth.md, "Sessions"). */
export interface Device {
  ip: string;
  userAgent: string;
}

/** A sign-in's session: its device, and the provider's identity when the provider signed it in. */
type SessionStart = Device & { oidc?: OidcSessionLink };

interface Clock {
  now: Date;
  ttlMs: number;
}

async function insertToken(db: Db, userId: string, familyId: string, clock: Clock) {
  const token = newSecretToken();
  const expiresAt = new Date(clock.now.getTime() + clock.ttlMs);
  const [row] = await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: hashToken(token), expiresAt, createdAt: clock.now })
    .returning({ id: refreshTokens.id });
  return { id: row!.id, token, expiresAt };
}

/** Starts a new family, and its session: called on sign-in. */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  clock: Clock,
  { ip, userAgent, oidc }: SessionStart,
): Promise<IssuedRefreshToken> {
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    ip,
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
    createdAt: clock.now,
    lastSeenAt: clock.now,
    ...(oidc
      ? {
          oidcSub: oidc.sub,
          oidcSid: oidc.sid,
          oidcRefreshSealed: oidc.refreshSealed,
          oidcCheckedAt: clock.now,
        }
      : {}),
  });
  const { token, expiresAt } = await insertToken(db, userId, sessionId, clock);
  return { token, expiresAt, sessionId };
}

/**
 * Two refreshes a client sent together with one cookie (another tab, a retry) are one session's,
 * not a stolen copy's: a token whose successor is at most this old, and still unused, rotates again.
 * A thief's copy gains nothing in that window that the cookie itself did not already give.
 */
export const CONCURRENT_REFRESH_MS = 10_000;

async function concurrentWithRotation(tx: Db, successorId: string, now: Date): Promise<boolean> {
  const [successor] = await tx
    .select({ createdAt: refreshTokens.createdAt, replacedBy: refreshTokens.replacedBy })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, successorId), isNull(refreshTokens.revokedAt)));
  return (
    successor !== undefined &&
    successor.replacedBy === null &&
    now.getTime() - successor.createdAt.getTime() <= CONCURRENT_REFRESH_MS
  );
}

export type Rotation = { ok: true; user: UserRow; refresh: IssuedRefreshToken } | { ok: false };

/**
 * Swaps a valid token for a new one of the same family. The revocation on reuse must commit even
 * though the caller answers 401, so failures are returned, not thrown.
 */
export async function rotateRefreshToken(
  { db, now, events }: ServiceDeps,
  token: string,
  ttlMs: number,
  ip: string,
): Promise<Rotation> {
  const clock = { now: now(), ttlMs };
  let reused: string | undefined;
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!current || current.revokedAt) return { ok: false };
    if (current.replacedBy && !(await concurrentWithRotation(tx, current.replacedBy, clock.now))) {
      await revokeFamily(tx, current.familyId, clock.now);
      reused = current.familyId;
      return { ok: false };
    }
    const user = current.expiresAt > clock.now ? await findActiveUserById(tx, current.userId) : undefined;
    if (!user) return { ok: false };
    const next = await insertToken(tx, user.id, current.familyId, clock);
    await tx.update(refreshTokens).set({ replacedBy: next.id }).where(eq(refreshTokens.id, current.id));
    // Last seen is a refresh's or a sign-in's, never an ordinary request's: no write per call.
    await tx.update(sessions).set({ lastSeenAt: clock.now, ip }).where(eq(sessions.id, current.familyId));
    const refresh = { token: next.token, expiresAt: next.expiresAt, sessionId: current.familyId };
    return { ok: true, user, refresh };
  });
  // Reuse ended the session: its sockets close on every process, as any ended session's do.
  if (reused) events.emit('sessionsEnded', { sessionIds: [reused] });
  return rotation;
}

/**
 * Whether `token` is the live refresh token of one of `userId`'s sessions (not rotated, revoked or
 * expired): the browser presenting it is signed in as the user already.
 */
export async function holdsLiveSession(db: Db, userId: string, token: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(token)),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, at),
      ),
    );
  return row !== undefined;
}

/** Ends one session: its refresh tokens revoked, its row marked ended (its access tokens then refused). */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<number> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, familyId), isNull(sessions.endedAt)));
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/**
 * Logout: ends the session the token belongs to; an unknown token changes nothing. Ending a live
 * session is in the audit trail as its user's act (docs/rules/audit.md#d10.1); one already ended writes nothing.
 */
export async function revokeRefreshFamilyOf(
  { db, now: clock, events }: ServiceDeps,
  token: string,
): Promise<{ viaProvider: boolean } | undefined> {
  const now = clock();
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ familyId: refreshTokens.familyId, user: users, oidcSub: sessions.oidcSub })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .leftJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!row || (await revokeFamily(tx, row.familyId, now)) === 0) return;
    const { user } = row;
    await recordAudit(tx, {
      action: 'sign-out',
      actor: { _id: user.id, name: user.name, role: user.role },
      at: now,
      target: { kind: 'user', id: user.id, label: user.name },
      adminId: groupOf(user),
    });
    return { familyId: row.familyId, viaProvider: row.oidcSub !== null };
  });
  if (!ended) return undefined;
  events.emit('sessionsEnded', { sessionIds: [ended.familyId] });
  return { viaProvider: ended.viaProvider };
}

/** Password reset (and later soft delete) ends every session of the user. */
export async function revokeUserRefreshTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
