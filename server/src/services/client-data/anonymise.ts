/**
 * A client's data made anonymous in place (docs/rules/client-data.md#d13.3), for an erasure and for retention alike.
 * What is erased is what the lead field registry declares personal (contract lead-fields.ts, and the
 * copies server/src/db/lead-field-columns.ts names), so a new personal field is erased without a word
 * here. Only personal columns change, so every counter (report_days, report_held, the deals' counts)
 * stays as it was: their triggers watch other columns. The lead keeps its creator, picker, dates,
 * status and outcome; each personal field reads as its kind says once erased ("Erased", `erased-<id>`,
 * empty or null). The search rows follow by trigger, so the old values find nothing. A lead nobody
 * holds leaves the pool and any wait: there is no one to call. A deal keeps its status, method, rent
 * and people; its image is deleted. Messages and return notes about the leads or quoting the client
 * read "Erased"; audit entries about them or quoting the client keep everything but the client's
 * numbers, emails and notes; the kept answers of idempotent calls quoting them are deleted.
 */
import { type SQL, sql } from 'drizzle-orm';
import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import {
  ERASED,
  ERASED_MESSAGE,
  ERASED_NUMBER_PREFIX,
  type ErasedAs,
  LEAD_FIELDS,
  type LeadFieldRegistry,
  type PersonalColumn,
  type PhoneCountry,
  personalColumns,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { dealPersonalColumns, LEAD_COPIES } from '../../db/lead-field-columns';
import { firstRow, rowsOf } from '../../db/raw-rows';
import { type ClientValues, EMAIL_IN_TEXT } from './client-copies';
import type { ClientRows } from './client-rows';

export interface Anonymised {
  leads: number;
  deals: number;
  /** The deleted images' names (a process's data folder may still hold a file of that name). */
  images: string[];
  messages: number;
}

const ids = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** What a column reads once erased; `idColumn` names the lead an erased number is made of. */
function erasedValue(erased: ErasedAs, idColumn: string): SQL {
  switch (erased) {
    case 'word':
      return sql`${ERASED}`;
    case 'lead-number':
      return sql`${ERASED_NUMBER_PREFIX} || ${sql.raw(idColumn)}`;
    case 'empty':
      return sql`''`;
    case 'null':
      return sql`NULL`;
  }
}

const erasing = (columns: readonly PersonalColumn[], idColumn: string) =>
  sql.join(
    columns.map(({ column, erased }) => sql`${sql.raw(column)} = ${erasedValue(erased, idColumn)}`),
    sql`, `,
  );

const EMAILS = new RegExp(EMAIL_IN_TEXT, 'gi');

/** `text` with each of the client's numbers (found whole, in any writing) and emails (whole) read as "Erased". */
function scrubText(text: string, client: ClientValues, country: PhoneCountry): string {
  const numbers = new Set(client.numbers);
  const emails = new Set(client.emails);
  // From the end, so the earlier spans' positions hold.
  const spans = findPhoneNumbersInText(text, country)
    .filter((found) => numbers.has(found.number.number))
    .map((found) => [found.startsAt, found.endsAt] as const)
    .sort(([a], [b]) => b - a);
  const unnumbered = spans.reduce(
    (left, [from, to]) => `${left.slice(0, from)}${ERASED}${left.slice(to)}`,
    text,
  );
  return unnumbered.replace(EMAILS, (email) => (emails.has(email.toLowerCase()) ? ERASED : email));
}

/**
 * An entry's values with the client's data scrubbed: a note is the picker's free text, erased whole, and so is each
 * value under a key of `whole` (an erased lead's own fields, its correction's old and new values).
 */
function scrubValues(
  value: unknown,
  client: ClientValues,
  country: PhoneCountry,
  whole: ReadonlySet<string>,
  key?: string,
): unknown {
  if (typeof value === 'string')
    return key === 'note' || (key !== undefined && whole.has(key))
      ? ERASED
      : scrubText(value, client, country);
  if (Array.isArray(value)) return value.map((item) => scrubValues(item, client, country, whole));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, scrubValues(inner, client, country, whole, name)]),
    );
  return value;
}

const NOTHING_WHOLE: ReadonlySet<string> = new Set();

/**
 * The audit entries' copies of the client's data scrubbed, the one change an entry allows, in the
 * erasing transaction alone (docs/rules/audit.md#d10.4). An entry of a number the do-not-contact list
 * still holds keeps it: the list is how the client's wish is kept (docs/rules/client-data.md#d13.3).
 */
async function scrubAudit(
  tx: Db,
  { auditIds, leadIds }: Pick<ClientRows, 'auditIds' | 'leadIds'>,
  client: ClientValues,
  country: PhoneCountry,
  fields: LeadFieldRegistry,
) {
  if (auditIds.length === 0) return;
  const found = await firstRow<{ json: string | null }>(
    tx,
    sql`SELECT json_agg(json_build_array(id::text, target_label, before, after, target_id))::text AS json
      FROM audit_entries WHERE id = ANY(${ids(auditIds)}::bigint[])
        AND NOT (target_kind = 'number' AND target_label IN (SELECT number FROM do_not_contact))`,
  );
  const rows = JSON.parse(found?.json ?? '[]') as [string, string | null, unknown, unknown, string | null][];
  if (rows.length === 0) return;
  const erasedLeads = new Set(leadIds);
  // An entry about an erased lead holds that lead's own values by field (a correction's old and new).
  const personal = new Set(
    Object.entries(fields)
      .filter(([, field]) => field.personal)
      .map(([name]) => name),
  );
  const scrubbed = rows.map(([id, label, before, after, targetId]) => {
    const whole = targetId !== null && erasedLeads.has(targetId) ? personal : NOTHING_WHOLE;
    const json = (values: unknown) =>
      values === null ? null : JSON.stringify(scrubValues(values, client, country, whole));
    return {
      id,
      label: label === null ? null : scrubText(label, client, country),
      before: json(before),
      after: json(after),
    };
  });
  const column = (pick: (row: (typeof scrubbed)[number]) => string | null) =>
    sql`${sql.param(scrubbed.map(pick))}::text[]`;
  await tx.execute(sql`SELECT set_config('rental_leads.erasing', 'on', true)`);
  await tx.execute(
    sql`UPDATE audit_entries a SET target_label = u.label, before = u.before::jsonb, after = u.after::jsonb
      FROM unnest(${column((row) => row.id)}::bigint[], ${column((row) => row.label)},
        ${column((row) => row.before)}, ${column((row) => row.after)}) AS u (id, label, before, after)
      WHERE a.id = u.id`,
  );
  await tx.execute(sql`SELECT set_config('rental_leads.erasing', '', true)`);
}

/**
 * Run in the caller's transaction, after it locked the leads and deals. `fields` is the registry the
 * personal fields are read from: LEAD_FIELDS, or a test's.
 */
export async function anonymise(
  tx: Db,
  rows: ClientRows,
  { now, country }: { now: Date; country: PhoneCountry },
  fields: LeadFieldRegistry = LEAD_FIELDS,
): Promise<Anonymised> {
  const leads = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE rentals SET ${erasing([...personalColumns(fields), ...LEAD_COPIES], 'id')}, updated_at = ${now},
        is_fetched = is_fetched OR (fetcher_id IS NULL AND NOT is_finished),
        due_at = CASE WHEN fetcher_id IS NULL AND NOT is_finished THEN NULL ELSE due_at END,
        callback_picker_id = CASE WHEN fetcher_id IS NULL AND NOT is_finished THEN NULL ELSE callback_picker_id END,
        callback_leader_id = CASE WHEN fetcher_id IS NULL AND NOT is_finished THEN NULL ELSE callback_leader_id END
      WHERE id = ANY(${ids(rows.leadIds)}) RETURNING id`,
  );
  // A picker's proposed corrections copy the client's fields (docs/rules/leads.md#d5.21): they go with them.
  await tx.execute(sql`DELETE FROM lead_corrections WHERE rental_id = ANY(${ids(rows.leadIds)})`);
  const images = await rowsOf<{ name: string }>(
    tx,
    sql`DELETE FROM deal_images WHERE name IN (
        SELECT closing_image FROM closed_rentals WHERE id = ANY(${ids(rows.dealIds)}))
      RETURNING name`,
  );
  // The image's name goes too: no deal points at an image it no longer has.
  const deals = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE closed_rentals SET ${erasing(dealPersonalColumns(fields), 'rental_id')}, updated_at = ${now}
      WHERE id = ANY(${ids(rows.dealIds)}) RETURNING id`,
  );
  const messages = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE messages SET message = ${ERASED_MESSAGE}
      WHERE id = ANY(${ids(rows.messageIds)}) AND message <> ${ERASED_MESSAGE} RETURNING id`,
  );
  await tx.execute(
    sql`UPDATE lead_returns SET note = ${ERASED_MESSAGE}
      WHERE id = ANY(${ids(rows.returnIds)}) AND note IS DISTINCT FROM ${ERASED_MESSAGE}`,
  );
  await scrubAudit(tx, rows, rows.values, country, fields);
  // A call's first answer kept for its replays (docs/rules/claiming.md#d5.25) may quote the leads, their messages or
  // the client: it goes, and a replay after it runs anew.
  const quoted = [
    ...rows.leadIds,
    ...rows.dealIds,
    ...rows.messageIds,
    ...rows.values.numbers,
    ...rows.values.emails,
  ];
  await tx.execute(
    sql`DELETE FROM idempotency_keys k WHERE EXISTS (
      SELECT 1 FROM unnest(${ids(quoted)}) AS q(value) WHERE strpos(k.answer::text, q.value) > 0)`,
  );
  return {
    leads: leads.length,
    deals: deals.length,
    images: images.map((row) => row.name),
    messages: messages.length,
  };
}
