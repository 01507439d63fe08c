/**
 * Password reset tokens (docs/rules/auth.md#d3): single use, stored hashed, valid for a short while. A link sent
 * and a password set are in the audit trail, as the account's own acts (docs/rules/audit.md#d10.1).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../../src/contract';
import { passwordResets, type UserRow, users } from '../../db/schema';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps, ServiceDeps } from '../deps';
import { findActiveUserByEmail } from './find-user';
import { hashPassword } from './passwords';
import { revokeUserRefreshTokens } from './refresh-tokens';
import { hashToken, newSecretToken } from './secret-token';

export interface ResetRequest {
  user: UserRow;
  token: string;
}

/** Returns nothing for an unknown or deleted account; the caller answers the same either way. */
export async function requestPasswordReset(
  { db, now: clock }: Deps<'db' | 'now'>,
  email: string,
  { ttlMs, ip }: { ttlMs: number; ip: string },
): Promise<ResetRequest | undefined> {
  const now = clock();
  const user = await findActiveUserByEmail(db, email);
  if (!user) return undefined;
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    // Only the newest link works: an older mail lying around must not reset the password.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    await recordAudit(tx, {
      action: 'password-reset-asked',
      actor: actorOf(user),
      at: now,
      ip,
      target: targetOf(user),
      adminId: groupOf(user),
    });
  });
  return { user, token };
}

const actorOf = (user: UserRow) => ({ _id: user.id, name: user.name, role: user.role });
const targetOf = (user: UserRow) => ({ kind: 'user' as const, id: user.id, label: user.name });

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/**
 * Sets the new password when the token is unused, unexpired and was issued for this email, and
 * returns the account's id; its sessions end (`accountEnded`). Returns undefined otherwise and writes
 * nothing.
 */
export async function resetPassword(
  { db, now: clock, events }: ServiceDeps,
  token: string,
  input: ResetPasswordInput,
  ip: string,
): Promise<string | undefined> {
  const now = clock();
  const tokenHash = hashToken(token);
  const user = await findActiveUserByEmail(db, input.email);
  if (!user) return undefined;
  const [pending] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usable(tokenHash, now));
  if (pending?.userId !== user.id) return undefined;
  // Hashed outside the transaction: scrypt takes tens of milliseconds and PGlite runs one at a time.
  const passwordHash = await hashPassword(input.newPassword);
  const reset = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(usable(tokenHash, now), eq(passwordResets.userId, user.id)))
      .returning({ id: passwordResets.id });
    // A concurrent reset with the same link got there first.
    if (claimed.length === 0) return undefined;
    // Ends the sessions at once: refresh tokens revoked, access tokens issued before now refused.
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
    await revokeUserRefreshTokens(tx, user.id, now);
    await recordAudit(tx, {
      action: 'password-reset-done',
      actor: actorOf(user),
      at: now,
      ip,
      target: targetOf(user),
      adminId: groupOf(user),
    });
    return user.id;
  });
  // Its access tokens are refused from now on: the sockets they opened close too, on every process.
  if (reset) events.emit('accountEnded', { userId: reset });
  return reset;
}
