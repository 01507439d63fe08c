/**
 * Checks an email and password; unknown emails cost the same scrypt work as known ones. Every attempt
 * is in the audit trail with the client's address (rule D10.1): a success with the session it starts,
 * a failure with the address typed.
 */
import type { LoginInput } from '../../../../src/contract';
import type { UserRow } from '../../db/schema';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { findActiveUserByEmail } from './find-user';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { type IssuedRefreshToken, issueRefreshToken } from './refresh-tokens';

export interface SignInContext {
  /** How long the session's refresh token lasts. */
  ttlMs: number;
  ip: string;
  /** The User-Agent header, for the sessions list ('' when absent). */
  userAgent: string;
}

export type SignIn = { ok: true; user: UserRow; refresh: IssuedRefreshToken } | { ok: false };

export async function signIn(
  { db, now }: Deps<'db' | 'now'>,
  input: LoginInput,
  { ttlMs, ip, userAgent }: SignInContext,
): Promise<SignIn> {
  const at = now();
  const user = await findActiveUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    // Rule D10.2: a failed sign-in is the one refusal the trail keeps. No one is known to have acted;
    // an existing account's group sees the attempt on it.
    await recordAudit(db, {
      action: 'sign-in-failed',
      actor: null,
      at,
      target: { kind: 'user', id: user?.id ?? null, label: input.email },
      ip,
      adminId: user ? groupOf(user) : null,
    });
    return { ok: false };
  }
  return db.transaction(async (tx) => {
    const refresh = await issueRefreshToken(tx, user.id, { now: at, ttlMs }, { ip, userAgent });
    await recordAudit(tx, {
      action: 'sign-in',
      actor: { _id: user.id, name: user.name, role: user.role },
      at,
      target: { kind: 'user', id: user.id, label: user.name },
      ip,
      adminId: groupOf(user),
    });
    return { ok: true as const, user, refresh };
  });
}
