/**
 * Checks an email and password; unknown emails cost the same scrypt work as known ones. A failure is
 * in the audit trail with the address typed (docs/rules/audit.md#d10.1); a success goes on to `firstFactorPassed`,
 * which starts the session or asks for the second factor, so nothing tells whether an account has
 * two-factor before its password is right.
 */
import type { LoginInput } from '../../../../src/contract';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { findActiveUserByEmail } from './find-user';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { type FirstFactor, firstFactorPassed, type SessionContext } from './second-step';

export type SignIn = FirstFactor | { ok: false; passwordOff?: true };

export async function signIn(
  { db, now }: Deps<'db' | 'now'>,
  input: LoginInput,
  context: SessionContext & {
    /** False when OIDC_PASSWORD_LOGIN=off: the password signs in the super-admin only. */
    passwordLogin: boolean;
  },
): Promise<SignIn> {
  const at = now();
  const user = await findActiveUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    // docs/rules/audit.md#d10.2: a failed sign-in is the one refusal the trail keeps. No one is known to have acted;
    // an existing account's group sees the attempt on it.
    await recordAudit(db, {
      action: 'sign-in-failed',
      actor: null,
      at,
      target: { kind: 'user', id: user?.id ?? null, label: input.email },
      ip: context.ip,
      adminId: user ? groupOf(user) : null,
    });
    return { ok: false };
  }
  // Said only to whoever knows the password, so it tells nothing of which accounts exist.
  if (!context.passwordLogin && user.role !== 'super-admin') return { ok: false, passwordOff: true };
  const { passwordLogin: _, ...session } = context;
  return firstFactorPassed({ db }, user, at, session);
}
