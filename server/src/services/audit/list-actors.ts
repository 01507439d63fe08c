/**
 * Everyone who acted in the entries a reader may read (docs/rules/audit.md#d10.3), by name: the Person filter's
 * choices. The scope is the list's own (`groupScope`); a failed sign-in has no actor and adds none.
 * One index probe per account (`audit_entries_admin_actor_idx`, or `audit_entries_actor_idx` for the
 * whole trail), so the answer costs the same however long the trail grows.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import type { AuditActor, AuditActorsQuery } from '../../../../src/contract';
import { auditEntries, users } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { groupScope } from './audit-filters';

export async function listActors(
  { db }: Deps<'db'>,
  caller: Caller,
  query: AuditActorsQuery,
): Promise<AuditActor[]> {
  const scope = groupScope(caller, query.adminId);
  // Accounts are only ever soft-deleted, so every actor still has its row; a name never changes, so the
  // current one is also the one its entries recorded.
  const rows = await db
    .select({ _id: users.id, name: users.name, role: users.role, deleted: users.isDeleted })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(auditEntries)
          .where(and(eq(auditEntries.actorId, users.id), scope)),
      ),
    );
  // Sorted here rather than in SQL, so PGlite and PostgreSQL agree whatever their collation.
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
}
