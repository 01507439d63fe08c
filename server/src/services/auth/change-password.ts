/**
 * The signed-in user's own new password (docs/rules/auth.md#d3.10): the current one asked again (a wrong
 * one counted per user and address), the new one by the reset's rules and not the current one. In
 * one transaction the password changes, the account's unused reset links die (migration 0039's
 * trigger), every other session of the account ends and the change is audited; the caller's own
 * session goes on.
 */
import { eq } from 'drizzle-orm';
import { type ChangePasswordInput, SAME_PASSWORD } from '../../../../src/contract';
import { users } from '../../db/schema';
import type { SessionUser } from '../../lib/caller';
import { badRequest } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import type { CodeLimit } from './code-attempts';
import { checkPassword } from './password-check';
import { hashPassword } from './passwords';
import { endSessionsIn, ownerOf } from './sessions';

/** How many other sessions ended. */
export async function changePassword(
  { db, now: clock, events }: ServiceDeps,
  user: SessionUser,
  input: ChangePasswordInput,
  limit: CodeLimit,
): Promise<number> {
  await checkPassword(db, user, input.currentPassword, limit, 'currentPassword');
  // The current password is the stored one now: the new one is the same exactly when the texts are.
  if (input.newPassword === input.currentPassword)
    throw badRequest(SAME_PASSWORD, [{ path: 'newPassword', message: SAME_PASSWORD }]);
  // Hashed outside the transaction: scrypt takes tens of milliseconds and PGlite runs one at a time.
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock();
  const owner = ownerOf(user);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user._id));
    await recordAudit(tx, {
      action: 'password-changed',
      actor: user,
      at: now,
      ip: limit.ip,
      target: { kind: 'user', id: user._id, label: user.name },
      adminId: groupOf(owner),
    });
    return endSessionsIn(tx, user, owner, { allBut: user.sessionId }, now);
  });
  if (ended.length > 0) events.emit('sessionsEnded', { sessionIds: ended });
  return ended.length;
}
