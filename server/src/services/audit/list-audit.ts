/** A page of the audit trail in the reader's scope, newest first (docs/rules/audit.md#d10.3). */
import { count, desc } from 'drizzle-orm';
import { type AuditEntry, type AuditListQuery, type ListResult, pageOf } from '../../../../src/contract';
import { type AuditEntryRow, auditEntries } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { auditConditions } from './audit-filters';

export const toAuditEntry = (row: AuditEntryRow): AuditEntry => ({
  _id: String(row.id),
  at: row.createdAt.toISOString(),
  action: row.action,
  actor: row.actorId === null ? null : { _id: row.actorId, name: row.actorName ?? '', role: row.actorRole! },
  target:
    row.targetKind === null ? null : { kind: row.targetKind, id: row.targetId, label: row.targetLabel ?? '' },
  before: row.before,
  after: row.after,
  ip: row.ip,
  adminId: row.adminId,
});

/** Newest first; entries of the same instant in the order they were written, last first. */
export const NEWEST_FIRST = [desc(auditEntries.createdAt), desc(auditEntries.id)];

export async function listAudit(
  { db }: Deps<'db'>,
  caller: Caller,
  query: AuditListQuery,
): Promise<ListResult<AuditEntry>> {
  const where = auditConditions(caller, query);
  const { page, limit } = pageOf(query);
  const [counted] = await db.select({ total: count() }).from(auditEntries).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select()
    .from(auditEntries)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset((page - 1) * limit);
  return { result: rows.map(toAuditEntry), countInfo: { total, totalPage: Math.ceil(total / limit) } };
}
