/** GET /clientData (docs/rules/client-data.md#d13.1): everything held about a client, each kind newest first. */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientData, ClientMessage, PhoneCountry } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { auditEntries, closedRentals, messages, users } from '../../db/schema';
import { NEWEST_FIRST, toAuditEntry } from '../audit/list-audit';
import { loadDeals } from '../deals/load-deals';
import type { Deps } from '../deps';
import { rentalsJson, rentalsOf } from '../leads/rental-view';
import { type ClientKey, clientKey } from './client-key';
import { type ClientRows, clientRows } from './client-rows';

async function leadsOf(db: Db, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  const answer = await firstRow<{ json: string }>(
    db,
    sql`WITH r AS (SELECT * FROM rentals WHERE id = ANY(${sql.param(leadIds)}::text[]))
      SELECT ${rentalsJson('lead.created_at DESC, lead.id DESC')} AS json`,
  );
  return rentalsOf(answer!.json, 'super-admin');
}

async function messagesOf(db: Db, messageIds: string[]): Promise<ClientMessage[]> {
  if (messageIds.length === 0) return [];
  const picker = alias(users, 'picker');
  const creator = alias(users, 'creator');
  const rows = await db
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      rentalId: messages.rentalId,
      message: messages.message,
      from: { _id: picker.id, name: picker.name },
      to: { _id: creator.id, name: creator.name },
    })
    .from(messages)
    .innerJoin(picker, eq(picker.id, messages.pickerId))
    .innerJoin(creator, eq(creator.id, messages.creatorId))
    .where(inArray(messages.id, messageIds))
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map(({ id, createdAt, ...row }) => ({ _id: id, createdAt: createdAt.toISOString(), ...row }));
}

/** The rows `rows` names, as the API shows them. */
export async function clientDataOf(db: Db, rows: ClientRows): Promise<ClientData> {
  const audit =
    rows.auditIds.length === 0
      ? []
      : await db
          .select()
          .from(auditEntries)
          .where(inArray(auditEntries.id, rows.auditIds.map(Number)))
          .orderBy(...NEWEST_FIRST);
  return {
    leads: await leadsOf(db, rows.leadIds),
    deals: rows.dealIds.length === 0 ? [] : await loadDeals(db, inArray(closedRentals.id, rows.dealIds)),
    messages: await messagesOf(db, rows.messageIds),
    audit: audit.map(toAuditEntry),
  };
}

export async function findClientData(
  { db }: Deps<'db'>,
  input: { number?: string; email?: string },
  country: PhoneCountry,
): Promise<ClientData> {
  const key: ClientKey = clientKey(input, country);
  return clientDataOf(db, await clientRows(db, key, country));
}
