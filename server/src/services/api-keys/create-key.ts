/**
 * POST /apiKeys (docs/rules/integrations.md#d15.3): a key for one group with its scopes and expiry, in
 * one transaction with its audit entry. Only the hash is stored; the secret is in this answer alone.
 */
import { sql } from 'drizzle-orm';
import type { ApiKeyCreated, CreateApiKeyInput } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { Actor } from '../../lib/caller';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { groupForNewKey } from './key-group';
import { KEY_COLUMNS, type KeyRecord, toApiKey } from './key-view';
import { newSecret } from './secret';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createKey(
  { db, now: clock }: Deps<'db' | 'now'>,
  maker: Actor,
  input: CreateApiKeyInput,
): Promise<ApiKeyCreated> {
  const now = clock();
  const groupId = await groupForNewKey(db, maker, input.groupId);
  const { publicId, secret, hash } = newSecret();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const scopes = [...new Set(input.scopes)];
  const row = await db.transaction(async (tx) => {
    const made = await firstRow<KeyRecord>(
      tx,
      sql`WITH k AS (
          INSERT INTO api_keys (public_id, secret_hash, name, scopes, group_id, created_by_id, created_at, expires_at)
          VALUES (${publicId}, ${hash}, ${input.name}, ${`{${scopes.join(',')}}`}::text[], ${groupId}, ${maker._id},
            ${now}, ${expiresAt})
          RETURNING *)
        SELECT ${KEY_COLUMNS} FROM k JOIN users g ON g.id = k.group_id JOIN users c ON c.id = k.created_by_id`,
    );
    await recordAudit(tx, {
      action: 'api-key-created',
      actor: maker,
      at: now,
      target: { kind: 'api-key', id: made!.id, label: input.name },
      after: { scopes: scopes.join(', '), expiresAt: expiresAt.toISOString() },
      adminId: groupId,
    });
    return made!;
  });
  return { key: toApiKey(row), secret };
}
