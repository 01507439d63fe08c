/**
 * The caller behind an `X-Api-Key` (docs/rules/integrations.md#d15.4), read from the database on every
 * request, so a revocation, an expiry or its maker's deletion or demotion stops it at once on every
 * process. It acts as its group's admin: never above it, whoever made it. Its last use is written at
 * most once a minute, not an audit entry per call.
 */
import { sql } from 'drizzle-orm';
import type { ApiKeyScope, Language } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { matches, publicIdOf } from './secret';

interface KeyLookup {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  secret_hash: string;
  group_id: string;
  group_email: string;
  group_language: Language;
  created_by_id: string;
  last_used_at: string | Date | null;
}

/** How often a key's last use is written. */
const LAST_USE_EVERY_MS = 60_000;

/** The caller a valid key stands for; undefined for a key that is unknown, revoked, expired or whose maker lost the right. */
export async function keyCaller(db: Db, secret: string, now: Date): Promise<SessionUser | undefined> {
  const publicId = publicIdOf(secret);
  if (!publicId) return undefined;
  // The group's admin must be active, and the maker still the super-admin or that group's admin.
  const key = await firstRow<KeyLookup>(
    db,
    sql`SELECT k.id, k.name, k.scopes, k.secret_hash, k.group_id, g.email AS group_email,
        g.language AS group_language, k.created_by_id, k.last_used_at
      FROM api_keys k
      JOIN users g ON g.id = k.group_id AND g.role = 'admin' AND NOT g.is_deleted
      JOIN users c ON c.id = k.created_by_id AND NOT c.is_deleted
        AND (c.role = 'super-admin' OR (c.role = 'admin' AND c.id = k.group_id))
      WHERE k.public_id = ${publicId} AND k.revoked_at IS NULL AND k.expires_at > ${now}`,
  );
  if (!key || !matches(secret, key.secret_hash)) return undefined;
  // A key used within the minute costs its request no write; the WHERE keeps processes racing to one.
  const since = new Date(now.getTime() - LAST_USE_EVERY_MS);
  if (key.last_used_at === null || new Date(key.last_used_at) < since)
    await db.execute(
      sql`UPDATE api_keys SET last_used_at = ${now}
        WHERE id = ${key.id} AND (last_used_at IS NULL OR last_used_at < ${since})`,
    );
  return {
    _id: key.group_id,
    role: 'admin',
    email: key.group_email,
    name: `API key: ${key.name}`,
    assignFor: null,
    adminId: null,
    teamLeaderId: null,
    canBulkUpload: false,
    language: key.group_language,
    sessionId: null,
    apiKey: { id: key.id, name: key.name, scopes: key.scopes, createdById: key.created_by_id },
  };
}
