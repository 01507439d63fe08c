/**
 * DELETE /apiKeys/:id (docs/rules/integrations.md#d15.5): the key stops at once, on every process, since
 * each request reads its key from the database; the row stays, revoked, for the list and the leads it made.
 */
import { sql } from 'drizzle-orm';
import { API_KEY_NOT_FOUND, type ApiKey } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { Actor } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { groupInScope } from './key-group';
import { KEY_COLUMNS, type KeyRecord, toApiKey } from './key-view';

export async function revokeKey(
  { db, now: clock }: Deps<'db' | 'now'>,
  revoker: Actor,
  id: string,
): Promise<ApiKey> {
  const now = clock();
  const group = groupInScope(revoker, undefined);
  return db.transaction(async (tx) => {
    // Another group's key reads as unknown, as a revoked one does: nothing tells an admin it exists.
    const row = await firstRow<KeyRecord>(
      tx,
      sql`WITH k AS (
          UPDATE api_keys SET revoked_at = ${now}
          WHERE id = ${id} AND revoked_at IS NULL
            AND ${group === undefined ? sql`true` : sql`group_id = ${group}`}
          RETURNING *)
        SELECT ${KEY_COLUMNS} FROM k JOIN users g ON g.id = k.group_id JOIN users c ON c.id = k.created_by_id`,
    );
    if (!row) throw notFound(API_KEY_NOT_FOUND);
    await recordAudit(tx, {
      action: 'api-key-revoked',
      actor: revoker,
      at: now,
      target: { kind: 'api-key', id: row.id, label: row.name },
      adminId: row.group_id,
    });
    return toApiKey(row);
  });
}
