/**
 * Which entries a reader sees and its query's filters, as one condition on `audit_entries` (rule
 * D10.3): the super-admin every entry (or one admin group's), an admin its own group's only.
 */
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { type AuditListQuery, NOT_YOUR_GROUP } from '../../../../src/contract';
import { auditEntries } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';
import { checkDayOrder, panamaDays } from '../../lib/panama-day';

/** The entries `caller` may read, narrowed to one group by `adminId` (a 403 when it may not read it). */
export function groupScope(caller: Caller, adminId: string | undefined): SQL | undefined {
  switch (caller.role) {
    case 'super-admin':
      return adminId ? eq(auditEntries.adminId, adminId) : undefined;
    case 'admin':
      if (adminId && adminId !== caller._id) throw forbidden(NOT_YOUR_GROUP);
      return eq(auditEntries.adminId, caller._id);
    default:
      throw forbidden();
  }
}

export function auditConditions(caller: Caller, query: AuditListQuery): SQL | undefined {
  const { startDate, endDate } = query;
  checkDayOrder(startDate, endDate);
  // docs/rules/auth.md#d3: the days are Panama days, as on every list.
  const days = panamaDays(startDate, endDate);
  return and(
    groupScope(caller, query.adminId),
    query.actorId ? eq(auditEntries.actorId, query.actorId) : undefined,
    query.action ? eq(auditEntries.action, query.action) : undefined,
    days.from ? gte(auditEntries.createdAt, days.from) : undefined,
    days.before ? lt(auditEntries.createdAt, days.before) : undefined,
  );
}
