/** A key's row as the list answers it (docs/rules/integrations.md#d15.5): never its hash, names as they are now. */
import { sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyScope } from '../../../../src/contract';
import { iso, isoOrNull } from '../../db/raw-rows';
import { prefixOf } from './secret';

/** A row of `KEY_COLUMNS`, read from `KEYS_FROM`. */
export interface KeyRecord {
  id: string;
  public_id: string;
  name: string;
  scopes: ApiKeyScope[];
  group_id: string;
  group_name: string;
  created_by_id: string;
  created_by_name: string;
  created_at: string | Date;
  expires_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
}

export const KEYS_FROM = sql`api_keys k JOIN users g ON g.id = k.group_id JOIN users c ON c.id = k.created_by_id`;

export const KEY_COLUMNS = sql`k.id, k.public_id, k.name, k.scopes, k.group_id, g.name AS group_name,
  k.created_by_id, c.name AS created_by_name, k.created_at, k.expires_at, k.last_used_at, k.revoked_at`;

export const toApiKey = (row: KeyRecord): ApiKey => ({
  _id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: prefixOf(row.public_id),
  group: { _id: row.group_id, name: row.group_name },
  createdBy: { _id: row.created_by_id, name: row.created_by_name },
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  lastUsedAt: isoOrNull(row.last_used_at),
  revokedAt: isoOrNull(row.revoked_at),
});
