/**
 * The audit trail (docs/rules/audit.md#d10): one row per change of state a person made, written in the change's own
 * transaction. Append-only: a trigger refuses UPDATE and DELETE (docs/rules/audit.md#d10.4). The actor's name and role
 * are copied as they were, and no column references `users`, so an entry outlives any later change.
 */
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTargetKind, AuditValues, Role } from '../../../../src/contract';

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The server's clock (`now`) at the change, not the database's. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** Null for a failed sign-in: no one is known. */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role').$type<Role>(),
    targetKind: text('target_kind').$type<AuditTargetKind>(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    /** The client's address, for sign-ins. */
    ip: text('ip'),
    /** The admin group the entry belongs to (docs/rules/audit.md#d10.3); null: the super-admin's alone. */
    adminId: text('admin_id'),
  },
  (t) => [
    index('audit_entries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('audit_entries_admin_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    // Who acted in a group (GET /audit/actors): one probe per account.
    index('audit_entries_admin_actor_idx').on(t.adminId, t.actorId),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
export type NewAuditEntry = typeof auditEntries.$inferInsert;
