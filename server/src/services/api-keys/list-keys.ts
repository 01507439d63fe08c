/** GET /apiKeys (docs/rules/integrations.md#d15.5): the keys of the caller's group (the super-admin's: every group's or one), newest first. */
import { sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyQuery } from '../../../../src/contract';
import { rowsOf } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { groupInScope } from './key-group';
import { KEY_COLUMNS, KEYS_FROM, type KeyRecord, toApiKey } from './key-view';

export async function listKeys({ db }: Deps<'db'>, caller: Caller, query: ApiKeyQuery): Promise<ApiKey[]> {
  const group = groupInScope(caller, query.groupId);
  const rows = await rowsOf<KeyRecord>(
    db,
    sql`SELECT ${KEY_COLUMNS} FROM ${KEYS_FROM}
      WHERE ${group === undefined ? sql`true` : sql`k.group_id = ${group}`}
      ORDER BY k.created_at DESC, k.id DESC`,
  );
  return rows.map(toApiKey);
}
