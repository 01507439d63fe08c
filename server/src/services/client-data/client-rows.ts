/**
 * Which rows hold a client's data (docs/rules/client-data.md#d13.1): its leads (by number or email,
 * and the leads of its deals), its deals (by number or email, and the deals of its leads), and the
 * messages, return notes and audit entries about them or quoting the client (client-copies.ts).
 * Retention names its leads and deals itself and finds the rest the same way.
 */
import { sql } from 'drizzle-orm';
import type { PhoneCountry } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { type ClientCopies, type ClientValues, clientCopies } from './client-copies';
import type { ClientKey } from './client-key';

export interface ClientRows extends ClientCopies {
  leadIds: string[];
  dealIds: string[];
  /** The client's numbers and emails: what the copies were looked for by, and what an erasure scrubs. */
  values: ClientValues;
}

const ids = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** `lock`: the leads and deals are locked for an erasure, in id order, as every writer of leads locks them. */
export async function clientRows(
  db: Db,
  key: ClientKey,
  country: PhoneCountry,
  lock = false,
): Promise<ClientRows> {
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
  const known =
    key.kind === 'number' ? { numbers: [key.number], emails: [] } : { numbers: [], emails: [key.email] };
  return leadRows(
    db,
    leadIds,
    deals.map((row) => row.id),
    known,
    country,
  );
}

/** The rows of these leads and deals, and of the client `known` names besides. */
export async function leadRows(
  db: Db,
  leadIds: string[],
  dealIds: string[],
  known: ClientValues,
  country: PhoneCountry,
): Promise<ClientRows> {
  return { leadIds, dealIds, ...(await clientCopies(db, leadIds, dealIds, known, country)) };
}
