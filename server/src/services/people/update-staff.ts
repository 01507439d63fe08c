/**
 * Changes to staff in scope (docs/rules/people.md#d4.4): their name, email and contact, the daily limit of an admin or
 * a picker (docs/rules/people.md#d4.5) and a creator's bulk upload permission (docs/rules/screens.md#d2.4). One transaction writes the
 * fields that differ and one audit entry per kind of change, with their values before and after (rule
 * D10.1); a field sent with its current value is neither written nor recorded. A changed email ends the
 * user's sessions as a password reset does (docs/rules/auth.md#d3.6): it is what they sign in with.
 */
import { and, eq } from 'drizzle-orm';
import {
  type AuditAction,
  DEFAULT_PHONE_COUNTRY,
  EMAIL_TAKEN,
  nothingToUpdate,
  type PhoneCountry,
  type StaffKind,
  type StaffUser,
  type UpdateDataCreatorInput,
  type UpdateLimitedStaffInput,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import type { ServiceDeps } from '../deps';
import { loadOneStaff, STAFF_NOUN } from './load-staff';
import { staffScope } from './scope';
import { staffContact } from './staff-contact';

/** Any update body: each call's schema has already dropped the fields its kind does not take. */
export type StaffChanges = UpdateLimitedStaffInput & UpdateDataCreatorInput;

/** The fields each kind's call takes, as its "nothing to update" answer names them. */
const FIELDS_OF: Record<StaffKind, readonly (keyof StaffChanges)[]> = {
  admin: ['name', 'email', 'contact', 'limit'],
  'team-leader': ['name', 'email', 'contact'],
  'data-creator': ['name', 'email', 'contact', 'canBulkUpload'],
  'data-picker': ['name', 'email', 'contact', 'limit'],
};

type Column = 'name' | 'email' | 'contact' | 'pickLimit' | 'canBulkUpload';
const COLUMN_OF: Record<keyof StaffChanges, Column> = {
  name: 'name',
  email: 'email',
  contact: 'contact',
  limit: 'pickLimit',
  canBulkUpload: 'canBulkUpload',
};
/** The audit action of each column's change: a filter on limits keeps finding limits only. */
const ACTION_OF: Record<Column, AuditAction> = {
  name: 'user-info-changed',
  email: 'user-info-changed',
  contact: 'user-info-changed',
  pickLimit: 'user-limit-changed',
  canBulkUpload: 'user-bulk-upload-changed',
};

type Change = { column: Column; value: string | number | boolean };

/**
 * A field's value as the users table stores it: emails lower-case, as sign-up stores them
 * (docs/rules/people.md#d4.3); contacts in E.164 (docs/rules/people.md#staff-contacts).
 */
function stored(field: keyof StaffChanges, value: string | number | boolean, country: PhoneCountry) {
  if (field === 'email') return String(value).toLowerCase();
  if (field === 'contact') return staffContact(String(value), country);
  return value;
}

/** Applies `changes` to user `id` of `kind` and answers the user as its list shows it. */
export async function updateStaff(
  { db, now: clock, events }: ServiceDeps,
  caller: Actor,
  kind: StaffKind,
  id: string,
  changes: StaffChanges,
  /** The install's PHONE_COUNTRY, for a contact that is no Panamanian number. */
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): Promise<StaffUser> {
  const given = FIELDS_OF[kind].flatMap((field): Change[] => {
    const value = changes[field];
    if (value === undefined) return [];
    return [{ column: COLUMN_OF[field], value: stored(field, value, country) }];
  });
  if (given.length === 0) throw badRequest(nothingToUpdate(FIELDS_OF[kind]));
  // docs/rules/screens.md#d2.4: a creator's bulk upload is the super-admin's to give.
  if (changes.canBulkUpload !== undefined && caller.role !== 'super-admin') throw forbidden();
  const now = clock();
  const { user, changed } = await db.transaction(async (tx) => {
    // The row is locked so the values recorded as "before" are the ones this change replaces.
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), staffScope(caller, kind)))
      .for('update');
    // Out of scope reads as unknown: the answer must not reveal another group's users.
    if (!row) throw notFound(`${STAFF_NOUN[kind]} not found`);
    const differing = given.filter(({ column, value }) => row[column] !== value);
    if (differing.length > 0) await writeChanges(tx, caller, row, differing, now);
    return { user: row, changed: new Set(differing.map((c) => c.column)) };
  });
  if (changed.has('email')) events.emit('accountEnded', { userId: id });
  // A creator shows on no board; the others show there by name, a picker and an admin with their limits.
  if (kind !== 'data-creator' && (changed.has('name') || changed.has('pickLimit'))) {
    events.emit('boardChanged', { adminIds: [groupOf(user)] });
  }
  return loadOneStaff(db, kind, id, now);
}

async function writeChanges(tx: Db, caller: Actor, user: UserRow, changes: Change[], now: Date) {
  const set = Object.fromEntries(changes.map((c) => [c.column, c.value]));
  const emailChanged = 'email' in set;
  try {
    // A new email ends the access tokens issued before it, as a reset password does (docs/rules/auth.md#d3.6).
    await tx
      .update(users)
      .set(emailChanged ? { ...set, passwordChangedAt: now } : set)
      .where(eq(users.id, user.id));
  } catch (error) {
    // The unique index decides, case-insensitively, as it does for a create (docs/rules/people.md#d4.3).
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  if (emailChanged) await revokeUserRefreshTokens(tx, user.id, now);
  const actions = new Set(changes.map((c) => ACTION_OF[c.column]));
  for (const action of actions) {
    const mine = changes.filter((c) => ACTION_OF[c.column] === action);
    await recordAudit(tx, {
      action,
      actor: caller,
      at: now,
      target: { kind: 'user', id: user.id, label: user.name },
      before: Object.fromEntries(mine.map((c) => [c.column, user[c.column]])),
      after: Object.fromEntries(mine.map((c) => [c.column, c.value])),
      adminId: groupOf(user),
    });
  }
}
