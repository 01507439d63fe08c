/** Checks an email and password; unknown emails cost the same scrypt work as known ones. */
import type { LoginInput } from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { findActiveUserByEmail } from './find-user';
import { dummyPasswordHash, verifyPassword } from './passwords';

export async function signIn(db: Db, input: LoginInput): Promise<UserRow | undefined> {
  const user = await findActiveUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && valid ? user : undefined;
}
