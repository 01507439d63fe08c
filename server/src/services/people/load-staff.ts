/** Reads staff rows with their cards and counts: a page of a list, or one user after a change. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { StaffKind, StaffUser } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Span } from '../../lib/panama-day';
import { numberStatusBy, todayPickedBy } from './staff-counts';
import { selectStaff, toStaffUser } from './staff-user';

export interface LoadOptions {
  now: Date;
  /** The creation days a creator's numberStatusSummary counts; open when absent. */
  span?: Span;
  page?: { limit: number; offset: number };
}

export const STAFF_NOUN: Record<StaffKind, string> = {
  admin: 'Admin',
  'team-leader': 'Team leader',
  'data-creator': 'Data creator',
  'data-picker': 'Data picker',
};

/** The users of `kind` matching `where`, newest first. */
export async function loadStaff(
  db: Db,
  kind: StaffKind,
  where: SQL,
  options: LoadOptions,
): Promise<StaffUser[]> {
  const query = selectStaff(db)
    .where(and(eq(users.role, kind), where))
    // The id breaks ties so pages never repeat or skip rows created in the same instant.
    .orderBy(desc(users.createdAt), desc(users.id));
  const records = options.page
    ? await query.limit(options.page.limit).offset(options.page.offset)
    : await query;
  const ids = records.map((r) => r.user.id);
  // Creators show their leads by number status; every other kind shows picks today.
  const isCreator = kind === 'data-creator';
  const picked = isCreator ? undefined : await todayPickedBy(db, kind, ids, options.now);
  const summaries = isCreator ? await numberStatusBy(db, ids, options.span ?? {}) : undefined;
  return records.map((r) =>
    toStaffUser(kind, r, {
      todayPicked: picked?.get(r.user.id) ?? 0,
      numberStatusSummary: summaries?.get(r.user.id) ?? { valid: 0, invalid: 0 },
    }),
  );
}

/** One user of `kind` by id, as a list would show it. */
export async function loadOneStaff(db: Db, kind: StaffKind, id: string, now: Date): Promise<StaffUser> {
  const [user] = await loadStaff(db, kind, eq(users.id, id), { now });
  if (!user) throw notFound(`${STAFF_NOUN[kind]} not found`);
  return user;
}
