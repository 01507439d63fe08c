/**
 * Which rows hold a client's data (docs/rules/client-data.md#d13.1): its leads (by number or email, and the leads of its
 * deals), its deals (by number or email, and the deals of its leads), the messages about its leads or
 * quoting its number or email, and the audit entries about its leads or deals or quoting its number or
 * email. Plain scans where no index serves: a rare call of the super-admin's.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import type { ClientKey } from './client-key';

export interface ClientRows {
  leadIds: string[];
  dealIds: string[];
  messageIds: string[];
  auditIds: number[];
}

const ids = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** `lock`: the leads and deals are locked for an erasure, in id order, as every writer of leads locks them. */
export async function clientRows(db: Db, key: ClientKey, lock = false): Promise<ClientRows> {
  const matches =
    key.kind === 'number' ? sql`number = ${key.number}` : sql`lower(client_email) = ${key.email}`;
  const forUpdate = lock ? sql` FOR UPDATE` : sql``;
  const leads = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM rentals WHERE ${matches}
      OR id IN (SELECT rental_id FROM closed_rentals WHERE ${matches}) ORDER BY id${forUpdate}`,
  );
  const leadIds = leads.map((row) => row.id);
  const deals = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM closed_rentals WHERE ${matches} OR rental_id = ANY(${ids(leadIds)})
      ORDER BY id${forUpdate}`,
  );
  const dealIds = deals.map((row) => row.id);
  // A message quotes a number in any writing: its digits alone, looked for the number's national ones.
  const quoted =
    key.kind === 'number'
      ? sql`position(${key.digits} in regexp_replace(message, '[^0-9]', '', 'g')) > 0`
      : sql`position(${key.email} in lower(message)) > 0`;
  const messages = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM messages WHERE rental_id = ANY(${ids(leadIds)}) OR ${quoted} ORDER BY id`,
  );
  // Entries store numbers E.164 (a label, a value), so the stored form is what they quote.
  const value = key.kind === 'number' ? key.number : key.email;
  const audit = await rowsOf<{ id: number | string }>(
    db,
    sql`SELECT id FROM audit_entries WHERE target_id = ANY(${ids([...leadIds, ...dealIds])})
      OR position(${value} in lower(coalesce(target_label, '') || ' ' || coalesce(before::text, '') || ' '
        || coalesce(after::text, ''))) > 0`,
  );
  return {
    leadIds,
    dealIds,
    messageIds: messages.map((row) => row.id),
    auditIds: audit.map((row) => Number(row.id)),
  };
}
