/**
 * Writes one audit entry (docs/rules/audit.md#d10.1). Callers pass the transaction of the change itself, so the
 * entry commits with the change or not at all (docs/rules/audit.md#d10.2); nothing in the code updates or deletes one.
 */
import type { AuditAction, AuditTargetKind, AuditValues, Role } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { auditEntries } from '../../db/schema';

/** Who acted, as it was at the time. */
export interface AuditActor {
  _id: string;
  name: string;
  role: Role;
}

export interface AuditTarget {
  kind: AuditTargetKind;
  id: string | null;
  label: string;
}

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor | null;
  at: Date;
  target?: AuditTarget;
  before?: AuditValues;
  after?: AuditValues;
  ip?: string;
  /** The admin group the entry belongs to (docs/rules/audit.md#d10.3); see `groupOf`. */
  adminId: string | null;
}

/** A person's admin group: an admin is its own group, the super-admin belongs to none. */
export const groupOf = (person: { id: string; role: Role; adminId: string | null }): string | null =>
  person.role === 'admin' ? person.id : person.adminId;

export async function recordAudit(tx: Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditEntries).values({
    createdAt: entry.at,
    action: entry.action,
    actorId: entry.actor?._id ?? null,
    actorName: entry.actor?.name ?? null,
    actorRole: entry.actor?.role ?? null,
    targetKind: entry.target?.kind ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    adminId: entry.adminId,
  });
}
