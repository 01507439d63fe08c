/**
 * First start (docs/rules/people.md#d4): creates the one super-admin when none exists, from the configured
 * credentials or with a generated password shown once. Creates nothing else.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { check, ResetPasswordInput } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { createUser } from '../people/create-user';

const DEFAULT_SUPER_ADMIN_EMAIL = 'admin@rental-leads.local';

/** Any fixed number: processes starting together on one PostgreSQL take turns here. */
const BOOTSTRAP_LOCK = 724_051_802;

export type Bootstrap = { created: false } | { created: true; email: string; generatedPassword?: string };

/** The configured credentials follow the same rules as a reset password, so a typo fails loudly. */
function checkCredentials(email: string, password: string): void {
  const result = check(ResetPasswordInput, { email, newPassword: password });
  if (!result.ok) {
    const problems = result.errors.map((e) => e.message).join('; ');
    throw new Error(`SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD: ${problems}`);
  }
}

export function bootstrapSuperAdmin(
  db: Db,
  configured: { email: string | undefined; password: string | undefined },
): Promise<Bootstrap> {
  const email = configured.email ?? DEFAULT_SUPER_ADMIN_EMAIL;
  const generatedPassword = configured.password ? undefined : randomBytes(12).toString('base64url');
  const password = configured.password ?? generatedPassword!;
  checkCredentials(email, password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super-admin'), eq(users.isDeleted, false)))
      .limit(1);
    if (existing) return { created: false };
    await createUser(tx, { name: 'Super Admin', email, contact: '', password, role: 'super-admin' });
    return generatedPassword ? { created: true, email, generatedPassword } : { created: true, email };
  });
}
