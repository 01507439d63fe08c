/**
 * The caller's password, asked again before a change to its own security (turning two-factor on or
 * off, a new password): a wrong one counts as a wrong two-factor code does, per user and address
 * (docs/rules/auth.md#d3.9), so neither can be tried at speed.
 */
import { WRONG_PASSWORD } from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { SessionUser } from '../../lib/caller';
import { badRequest } from '../../lib/http-error';
import { assertCodesLeft, type CodeLimit, countWrongCode } from './code-attempts';
import { findActiveUserById } from './find-user';
import { verifyPassword } from './passwords';

/** The caller's account once `password` is right; `field` names the form's field a refusal points at. */
export async function checkPassword(
  db: Db,
  user: SessionUser,
  password: string,
  limit: CodeLimit,
  field = 'password',
): Promise<UserRow> {
  await assertCodesLeft(db, user._id, limit);
  const account = await findActiveUserById(db, user._id);
  if (!account || !(await verifyPassword(password, account.passwordHash))) {
    await countWrongCode(db, user._id, limit);
    throw badRequest(WRONG_PASSWORD, [{ path: field, message: WRONG_PASSWORD }]);
  }
  return account;
}
