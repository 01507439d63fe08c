/**
 * A lead as the wire shows it (contract `Rental`): one SQL select list over a row aliased `r`, and its
 * mapping, built for one reader from what it may read (docs/rules/leads.md#d5.16).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type Language,
  LEAD_FIELDS,
  type LeadAs,
  type LeadFieldName,
  type LeadFieldRegistry,
  type LeadPerson,
  type LeadReader,
  type NumberStatus,
  type RecordedOutcome,
  type Rental,
  readableLead,
  rentalReads,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, iso, isoOrNull } from '../../db/raw-rows';
import { published } from '../../db/schema';

/**
 * The lead's people (creator and fetcher, each with the leader and admin copied onto the lead) in one
 * lookup of `users` by id (`rental_people`, server/src/db/sql/rental-people.sql). One lookup, not six
 * joins: PGlite spends about 2 ms planning a seven-way join, and every claim and finish returns a lead.
 */
const fieldsOf = (fields: LeadFieldRegistry) => `r.id, ${Object.values(fields)
  .map((field) => `r.${field.column}`)
  .join(', ')},
  r.client_email, r.language, r.number_status, r.outcome, r.attempts, r.due_at, r.is_fetched, r.is_finished,
  r.created_at, r.updated_at, r.finished_date, r.creator_id, r.creator_leader_id, r.creator_admin_id,
  r.fetcher_id, r.fetcher_leader_id, r.fetcher_admin_id,
  (SELECT k.name FROM api_keys k WHERE k.id = r.source_api_key_id) AS source_key`;
const FIELDS = fieldsOf(LEAD_FIELDS);
const PEOPLE_IDS = `r.creator_id, r.creator_leader_id, r.creator_admin_id, r.fetcher_id, r.fetcher_leader_id,
  r.fetcher_admin_id`;

/** The select list of a lead, with the fields `fields` declares (LEAD_FIELDS, or a test's registry). */
export const rentalColumns = (fields: LeadFieldRegistry = LEAD_FIELDS) =>
  sql.raw(`${fields === LEAD_FIELDS ? FIELDS : fieldsOf(fields)}, rental_people(${PEOPLE_IDS}) AS people`);

export const RENTAL_COLUMNS = rentalColumns();

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

export function rentalsOf(json: string, reader: LeadReader): Rental[] {
  const { leads, people } = JSON.parse(json) as {
    leads: RentalRecord[] | null;
    people: RentalRecord['people'];
  };
  return (leads ?? []).map((lead) => toRental({ ...lead, people }, reader));
}

type Id = string | null;

/**
 * A lead's row as selected, by its SQL column names: the creator's fields under their columns (as
 * `rental_json`'s `r.*` names them too), read by `toRental`.
 */
export interface RentalRecord {
  id: string;
  client_email: string | null;
  language: Language;
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
  /** The name of the API key that created it (docs/rules/integrations.md#d15.6). */
  source_key: string | null;
  /** Name and email by user id. */
  people: Record<string, [string, string]> | null;
}

function personOf(r: RentalRecord, who: Id, leader: Id, admin: Id): LeadPerson | null {
  const person = who === null ? undefined : r.people?.[who];
  if (!person) return null;
  const nameOf = (id: Id) => (id === null ? null : (r.people?.[id]?.[0] ?? null));
  return { name: person[0], email: person[1], team_leader_name: nameOf(leader), admin_name: nameOf(admin) };
}

/** How each part of a lead that is no creator's field is read from its row. */
const WORK_PARTS: { [K in Exclude<keyof Rental, LeadFieldName>]: (r: RentalRecord) => Rental[K] } = {
  _id: (r) => r.id,
  client_email: (r) => r.client_email,
  language: (r) => r.language,
  number_status: (r) => r.number_status,
  call_outcome: (r) => r.outcome,
  attempts: (r) => r.attempts,
  due_at: (r) => isoOrNull(r.due_at),
  creatorId: (r) => r.creator_id,
  fetcherId: (r) => r.fetcher_id,
  isFetched: (r) => r.is_fetched,
  isFinished: (r) => r.is_finished,
  createdAt: (r) => iso(r.created_at),
  updatedAt: (r) => iso(r.updated_at),
  finishedDate: (r) => isoOrNull(r.finished_date),
  creator: (r) => personOf(r, r.creator_id, r.creator_leader_id, r.creator_admin_id),
  fetcher: (r) => personOf(r, r.fetcher_id, r.fetcher_leader_id, r.fetcher_admin_id),
  sourceKey: (r) => r.source_key,
};

const RENTAL_READS = rentalReads();

/**
 * The lead as `reader` may read it (docs/rules/leads.md#d5.16), built from the parts it may read
 * (`readableLead`): never the whole lead with some parts blanked. `fields` is the registry its row
 * was selected with (`rentalColumns`); rentalReads covers every part of `Rental`.
 */
export function toRental<R extends LeadReader>(
  r: RentalRecord,
  reader: R,
  fields: LeadFieldRegistry = LEAD_FIELDS,
): LeadAs<R> {
  const reads = fields === LEAD_FIELDS ? RENTAL_READS : rentalReads(fields);
  const row = r as unknown as Record<string, unknown>;
  return readableLead(reads, reader, (part) =>
    part in fields ? row[fields[part]!.column] : WORK_PARTS[part as keyof typeof WORK_PARTS](r),
  ) as LeadAs<R>;
}

/** The first lead a statement yields, as `reader` may read it. */
export async function rentalFrom(db: Db, query: SQL, reader: LeadReader): Promise<Rental | undefined> {
  const row = await firstRow<RentalRecord>(db, query);
  return row && toRental(row, reader);
}

/** The row of one lead matching `where` (a condition on `r`), never one of an import still pending (docs/rules/uploads.md#d5.7). */
export const findRentalRow = (db: Db, where: SQL) =>
  firstRow<RentalRecord>(
    db,
    sql`SELECT ${RENTAL_COLUMNS} FROM rentals r WHERE ${where} AND ${published(sql`r.import_id`)}`,
  );

/** One lead matching `where`, as `reader` may read it. */
export async function findRental(db: Db, where: SQL, reader: LeadReader): Promise<Rental | undefined> {
  const row = await findRentalRow(db, where);
  return row && toRental(row, reader);
}
