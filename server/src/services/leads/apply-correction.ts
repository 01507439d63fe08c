/**
 * A lead's fields corrected (docs/rules/leads.md#d5.21), the one path of a direct correction and of an accepted proposal:
 * only the fields that differ are written, each checked as a new lead's is (docs/rules/leads.md#d5.1,
 * docs/rules/leads.md#d5.14, docs/rules/do-not-contact.md#d5.13) against the other leads, and audited with
 * their old and new values. The search row and the likely-duplicate key follow the columns (triggers,
 * an index on the expression); the post key is written here.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type CreateRentalInput,
  DUPLICATE_NUMBER,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  type LeadFieldName,
  type LeadReader,
  LIKELY_DUPLICATE,
  LIKELY_DUPLICATE_CODE,
  NOTHING_TO_CORRECT,
  postKey,
  type Rental,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../lib/caller';
import { badRequest, HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { leadWritesLock, listed } from '../do-not-contact/listed';
import { listedNumber, postExists } from './create-lead';
import { likelyMatches, postKeyLocks } from './duplicates';
import { RENTAL_COLUMNS, rentalFrom } from './rental-view';

/**
 * Said under the number field, as every refusal of a correction's fields is: the dialog places an answer by its
 * field, never by its words, which the server says in the caller's language.
 */
const numberTaken = () =>
  new HttpError(409, DUPLICATE_NUMBER, [{ path: 'number', message: DUPLICATE_NUMBER }]);
/** A lead's fields as a correction reads them: its columns by wire name, a blank optional one null. */
export type LeadValues = Record<LeadFieldName, string | null>;

/** The lead a correction changes, locked, with what decides who may change it. */
export interface LockedLead {
  id: string;
  isFetched: boolean;
  creatorId: string | null;
  creatorAdminId: string | null;
  values: LeadValues;
}

/** A blank optional field is stored as NULL, as a new lead's is. */
const stored = (value: string | null | undefined) => (value === '' || value === undefined ? null : value);

const FIELD_LIST = sql.raw(LEAD_FIELD_NAMES.map((name) => LEAD_FIELDS[name].column).join(', '));

/**
 * The writers' locks a correction holds to its transaction's end, taken before it reads anything: the
 * do-not-contact list's, and the posts' when it may change the post (`post`, its new key).
 */
export async function lockForCorrection(tx: Db, post: string | null): Promise<void> {
  await tx.execute(
    post === null ? sql`SELECT ${leadWritesLock}` : sql`SELECT ${leadWritesLock}, ${postKeyLocks(post)}`,
  );
}

/** The published lead of `rentals` that `where` names, locked until the transaction ends. */
export async function lockLead(tx: Db, where: SQL): Promise<LockedLead | undefined> {
  const row = await firstRow<Record<string, unknown>>(
    tx,
    sql`SELECT id, is_fetched, creator_id, creator_admin_id, ${FIELD_LIST} FROM rentals WHERE ${where} FOR UPDATE`,
  );
  if (!row) return undefined;
  return {
    id: row.id as string,
    isFetched: row.is_fetched as boolean,
    creatorId: row.creator_id as string | null,
    creatorAdminId: row.creator_admin_id as string | null,
    values: Object.fromEntries(
      LEAD_FIELD_NAMES.map((name) => [name, row[LEAD_FIELDS[name].column] as string | null]),
    ) as LeadValues,
  };
}

/** The fields whose value `fields` changes, in the form's order. */
export const changedFields = (lead: LeadValues, fields: Partial<CreateRentalInput>): LeadFieldName[] =>
  LEAD_FIELD_NAMES.filter((name) => name in fields && stored(fields[name]) !== lead[name]);

export interface CorrectionInput {
  actor: Actor;
  lead: LockedLead;
  /** The lead's fields as they should be, the number already stored-form (E.164). */
  fields: CreateRentalInput;
  confirmDuplicate?: boolean;
  reader: LeadReader;
  now: Date;
  /** What else the audit entry keeps after the values (an accepted proposal's id). */
  also?: Record<string, string>;
}

/** Writes the changed fields of a lead locked by `lockLead`, after `lockForCorrection`; 400 when none changed. */
export async function applyCorrection(
  tx: Db,
  { actor, lead, fields, confirmDuplicate, reader, now, also }: CorrectionInput,
): Promise<Rental> {
  const changed = changedFields(lead.values, fields);
  if (changed.length === 0) throw badRequest(NOTHING_TO_CORRECT);
  const next = { ...lead.values, ...Object.fromEntries(changed.map((name) => [name, stored(fields[name])])) };
  const has = (name: LeadFieldName) => changed.includes(name);
  const post = postKey(next.post_link ?? '');
  const found = await firstRow<{ listed: boolean; saved: boolean; posted: boolean }>(
    tx,
    sql`SELECT ${has('number') ? listed(next.number!) : sql`false`} AS listed,
      ${has('number') ? sql`EXISTS (SELECT 1 FROM rentals WHERE number = ${next.number} AND id <> ${lead.id})` : sql`false`} AS saved,
      ${has('post_link') ? sql`EXISTS (SELECT 1 FROM rentals WHERE post_key = ${post} AND id <> ${lead.id})` : sql`false`} AS posted`,
  );
  if (found?.listed) throw listedNumber();
  if (found?.saved) throw numberTaken();
  if (found?.posted) throw postExists();
  if (!confirmDuplicate && (has('rent') || has('address'))) {
    const matches = (await likelyMatches(tx, next.rent!, next.address!, now)).filter(
      (m) => m._id !== lead.id,
    );
    if (matches.length > 0)
      throw new HttpError(409, LIKELY_DUPLICATE, undefined, undefined, LIKELY_DUPLICATE_CODE, matches);
  }
  const sets = changed.map((name) => sql`${sql.identifier(LEAD_FIELDS[name].column)} = ${next[name]}`);
  if (has('post_link')) sets.push(sql`post_key = ${post}`);
  let rental: Rental | undefined;
  try {
    rental = await rentalFrom(
      tx,
      sql`WITH r AS (UPDATE rentals SET ${sql.join(sets, sql`, `)}, updated_at = ${now} WHERE id = ${lead.id}
          RETURNING *)
        SELECT ${RENTAL_COLUMNS} FROM r`,
      reader,
    );
  } catch (error) {
    // The unique index decides: a lead saved with this number since the check above.
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
  // docs/rules/audit.md#d10.1: each changed field's old and new value; the lead's group is its creator's.
  await recordAudit(tx, {
    action: 'lead-corrected',
    actor,
    at: now,
    target: { kind: 'lead', id: lead.id, label: next.number! },
    before: Object.fromEntries(changed.map((name) => [name, lead.values[name]])),
    after: { ...Object.fromEntries(changed.map((name) => [name, next[name]])), ...also },
    adminId: lead.creatorAdminId,
  });
  return rental!;
}
