/** A lead as the wire shows it (contract `Rental`): one SQL select list over a row aliased `r`, and its mapping. */
import { type SQL, sql } from 'drizzle-orm';
import {
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  type LeadFieldName,
  type LeadFieldValues,
  type LeadPerson,
  type NumberStatus,
  type RecordedOutcome,
  type Rental,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, iso, isoOrNull } from '../../db/raw-rows';
import { published } from '../../db/schema';

/**
 * The lead's people (creator and fetcher, each with the leader and admin copied onto the lead) in one
 * lookup of `users` by id (`rental_people`, server/src/db/sql/rental-people.sql). One lookup, not six
 * joins: PGlite spends about 2 ms planning a seven-way join, and every claim and finish returns a lead.
 */
const FIELDS = `r.id, ${LEAD_FIELD_NAMES.map((name) => `r.${LEAD_FIELDS[name].column}`).join(', ')},
  r.client_email, r.number_status, r.outcome, r.attempts, r.due_at, r.is_fetched, r.is_finished,
  r.created_at, r.updated_at, r.finished_date, r.creator_id, r.creator_leader_id, r.creator_admin_id,
  r.fetcher_id, r.fetcher_leader_id, r.fetcher_admin_id`;
const PEOPLE_IDS = `r.creator_id, r.creator_leader_id, r.creator_admin_id, r.fetcher_id, r.fetcher_leader_id,
  r.fetcher_admin_id`;

export const RENTAL_COLUMNS = sql.raw(`${FIELDS}, rental_people(${PEOPLE_IDS}) AS people`);

/**
 * Many leads of a row set `r` as one JSON text, `{"leads": [...], "people": {...}}`, ordered by
 * `order`: their people looked up once for all of them rather than once a lead, and one text rather
 * than a row a lead (PGlite hands rows over one at a time, about 0.2 ms each). `rentalsOf` reads it.
 */
export const rentalsJson = (order: string) =>
  sql.raw(`json_build_object(
    'leads', (SELECT json_agg(lead ORDER BY ${order}) FROM (SELECT ${FIELDS} FROM r) AS lead),
    'people', (SELECT json_object_agg(u.id, json_build_array(u.name, u.email)) FROM users u
      WHERE u.id IN (SELECT unnest(ARRAY[${PEOPLE_IDS}]) FROM r)))::text`);

export function rentalsOf(json: string): Rental[] {
  const { leads, people } = JSON.parse(json) as {
    leads: RentalRecord[] | null;
    people: RentalRecord['people'];
  };
  return (leads ?? []).map((lead) => toRental({ ...lead, people }));
}

type Id = string | null;

/**
 * A lead's row as selected, by its SQL column names: the creator's fields under their columns (as
 * `rental_json`'s `r.*` names them too), read by `leadFieldsOf`.
 */
export interface RentalRecord {
  id: string;
  client_email: string | null;
  number_status: NumberStatus | null;
  outcome: RecordedOutcome | null;
  attempts: number;
  due_at: string | null;
  is_fetched: boolean;
  is_finished: boolean;
  created_at: string;
  updated_at: string;
  finished_date: string | null;
  creator_id: Id;
  creator_leader_id: Id;
  creator_admin_id: Id;
  fetcher_id: Id;
  fetcher_leader_id: Id;
  fetcher_admin_id: Id;
  /** Name and email by user id. */
  people: Record<string, [string, string]> | null;
}

function personOf(r: RentalRecord, who: Id, leader: Id, admin: Id): LeadPerson | null {
  const person = who === null ? undefined : r.people?.[who];
  if (!person) return null;
  const nameOf = (id: Id) => (id === null ? null : (r.people?.[id]?.[0] ?? null));
  return { name: person[0], email: person[1], team_leader_name: nameOf(leader), admin_name: nameOf(admin) };
}

/** The named creator's fields of a row selected by column names, under their wire names. */
export const leadFieldsOf = <K extends LeadFieldName>(
  row: object,
  names: readonly K[],
): Pick<LeadFieldValues, K> =>
  Object.fromEntries(
    names.map((name) => [name, (row as Record<string, unknown>)[LEAD_FIELDS[name].column]]),
  ) as Pick<LeadFieldValues, K>;

export const toRental = (r: RentalRecord): Rental => ({
  _id: r.id,
  ...leadFieldsOf(r, LEAD_FIELD_NAMES),
  client_email: r.client_email,
  number_status: r.number_status,
  call_outcome: r.outcome,
  attempts: r.attempts,
  due_at: isoOrNull(r.due_at),
  creatorId: r.creator_id,
  fetcherId: r.fetcher_id,
  isFetched: r.is_fetched,
  isFinished: r.is_finished,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  finishedDate: isoOrNull(r.finished_date),
  creator: personOf(r, r.creator_id, r.creator_leader_id, r.creator_admin_id),
  fetcher: personOf(r, r.fetcher_id, r.fetcher_leader_id, r.fetcher_admin_id),
});

/** The first lead a statement yields, as the wire shows it. */
export async function rentalFrom(db: Db, query: SQL): Promise<Rental | undefined> {
  const row = await firstRow<RentalRecord>(db, query);
  return row && toRental(row);
}

/** One lead matching `where` (a condition on `r`), never one of an import still pending (docs/rules/uploads.md#d5.7). */
export const findRental = (db: Db, where: SQL) =>
  rentalFrom(
    db,
    sql`SELECT ${RENTAL_COLUMNS} FROM rentals r WHERE ${where} AND ${published(sql`r.import_id`)}`,
  );
