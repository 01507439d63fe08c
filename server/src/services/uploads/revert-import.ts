/**
 * POST /rental/imports/:id/revert (docs/rules/uploads.md#d5.7.3): removes, in one transaction, the import's leads nobody
 * has claimed (never fetched, held, finished, ended or given a deal, never served even once); those
 * someone claimed stay. The import's row is locked first, so two reverts take turns and the second
 * is refused (409). Removed leads leave the counters as they leave the table: the counters' delete
 * trigger takes back what they counted (docs/rules/reports.md#d11). Audited in the uploader's group (docs/rules/audit.md#d10.3);
 * raised as `bulkWritten` once committed.
 */
import { sql } from 'drizzle-orm';
import { ALREADY_REVERTED, NO_SUCH_IMPORT, type RevertResult } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { importsOf } from './import-scope';

/** A lead no one has claimed: still in the fresh pool as imported, and nothing points at it. */
const UNCLAIMED = sql`NOT r.is_fetched AND r.fetcher_id IS NULL AND NOT r.is_finished AND r.attempts = 0
  AND r.due_at IS NULL AND r.number_status IS NULL AND r.outcome IS NULL
  AND NOT EXISTS (SELECT 1 FROM closed_rentals c WHERE c.rental_id = r.id)
  AND NOT EXISTS (SELECT 1 FROM lead_releases l WHERE l.rental_id = r.id)
  AND NOT EXISTS (SELECT 1 FROM lead_returns l WHERE l.rental_id = r.id)
  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.rental_id = r.id)`;

export async function revertImport(
  { db, now: clock, events }: ServiceDeps,
  user: SessionUser,
  id: string,
): Promise<RevertResult> {
  const now = clock();
  const result = await db.transaction(async (tx) => {
    const found = await firstRow<{ file_name: string; reverted_at: unknown; group_id: string | null }>(
      tx,
      sql`SELECT i.file_name, i.reverted_at, CASE WHEN u.role = 'admin' THEN u.id ELSE u.admin_id END AS group_id
        FROM lead_imports i JOIN users u ON u.id = i.uploader_id
        WHERE i.id = ${id} AND ${importsOf(user)} FOR UPDATE OF i`,
    );
    // Another creator's import is answered as none: its existence is not hers to know.
    if (!found) throw notFound(NO_SUCH_IMPORT);
    if (found.reverted_at !== null) throw conflict(ALREADY_REVERTED);
    const removed = await firstRow<{ count: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM rentals r WHERE r.import_id = ${id} AND ${UNCLAIMED} RETURNING 1)
        SELECT count(*)::int AS count FROM gone`,
    );
    const left = await firstRow<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM rentals WHERE import_id = ${id}`,
    );
    const counts = { removed: removed?.count ?? 0, kept: left?.count ?? 0 };
    await tx.execute(
      sql`UPDATE lead_imports SET reverted_at = ${now}, reverted_by_id = ${user._id},
        removed = ${counts.removed}, kept = ${counts.kept} WHERE id = ${id}`,
    );
    await recordAudit(tx, {
      action: 'import-reverted',
      actor: user,
      at: now,
      target: { kind: 'upload', id, label: found.file_name },
      after: counts,
      adminId: found.group_id,
    });
    return counts;
  });
  events.emit('bulkWritten', { rows: result.removed, kind: 'changed' });
  return result;
}
