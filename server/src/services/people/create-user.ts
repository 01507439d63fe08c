/** Creates a staff account with a hashed password; a taken email is a 409. */
import {
  type AssignFor,
  DEFAULT_ADMIN_LIMIT,
  DEFAULT_PICKER_LIMIT,
  EMAIL_TAKEN,
  type Role,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../lib/http-error';
import { hashPassword } from '../auth/passwords';

export interface NewUser {
  name: string;
  email: string;
  contact: string;
  password: string;
  role: Role;
  assignFor?: AssignFor | null;
  adminId?: string | null;
  teamLeaderId?: string | null;
  pickLimit?: number | null;
  canBulkUpload?: boolean;
}

/** docs/rules/people.md#d4: a picker's own daily cap, and an admin's cap on all their pickers' picks. */
const DEFAULT_LIMITS: Partial<Record<Role, number>> = {
  'data-picker': DEFAULT_PICKER_LIMIT,
  admin: DEFAULT_ADMIN_LIMIT,
};

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const { password, ...fields } = input;
  return insertUser(db, fields, await hashPassword(password));
}

/**
 * The insert alone, for callers that hash first: scrypt takes tens of milliseconds and must not run
 * inside a transaction (PGlite runs one statement at a time).
 */
export async function insertUser(
  db: Db,
  fields: Omit<NewUser, 'password'>,
  passwordHash: string,
): Promise<UserRow> {
  try {
    const [user] = await db
      .insert(users)
      .values({
        ...fields,
        email: fields.email.trim().toLowerCase(),
        pickLimit: fields.pickLimit ?? DEFAULT_LIMITS[fields.role] ?? null,
        passwordHash,
      })
      .returning();
    return user!;
  } catch (error) {
    // The unique index, not a prior lookup, decides: two creates racing for one email both pass a lookup.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
