/**
 * What the idempotency tests share (docs/rules/claiming.md#d5.25): a call sent with an `Idempotency-Key`, as a
 * person, and the rows a call writes counted, so "once" is read from the database, not inferred.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Endpoint, IDEMPOTENCY_HEADER, type PathValues } from '../../../src/contract';
import { type Person, query, type TestServer } from '../support';

export const newKey = () => randomUUID();

/** `target` called as `who` with `key` (none when undefined). */
export const keyed = <T, Body, Query>(
  server: TestServer,
  target: Endpoint<T, Body, Query>,
  who: Person,
  key: string | undefined,
  init: { body?: unknown; values?: PathValues } = {},
) =>
  server.call(target, {
    token: who.token(),
    values: init.values,
    body: init.body,
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
  });

/** How many rows `where` finds in `table`. */
export async function countOf(server: TestServer, table: string, where: SQL): Promise<number> {
  const [row] = await query<{ n: number }>(
    server,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  );
  return row!.n;
}

/** The audit entries about a lead with `action`: one per change the call made. */
export const auditCount = (server: TestServer, rentalId: string, action: string) =>
  countOf(server, 'audit_entries', sql`target_id = ${rentalId} AND action = ${action}`);

/** The keys the server keeps for `who`. */
export const keysOf = (server: TestServer, who: Person) =>
  countOf(server, 'idempotency_keys', sql`user_id = ${who.id}`);
