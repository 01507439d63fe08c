/**
 * Where else a client's data is written (docs/rules/client-data.md#d13.1): the messages, the notes of
 * the leads' returns (skips, No Answers, callbacks) and the audit entries about its leads or deals, or
 * quoting one of its numbers or emails anywhere. A client's data is what is theirs: an email is matched
 * whole, in any case ('li.vega@…' is not in 'natali.vega@…'); a number is one libphonenumber-js's
 * finder reads as a whole number in the text, in the server's country (PHONE_COUNTRY), never digits
 * that only line up once a text's digits are joined. Plain scans where no index serves: a rare call
 * of the super-admin's, and retention's once a day.
 */
import { sql } from 'drizzle-orm';
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ERASED_NUMBER_PREFIX, type PhoneCountry } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, rowsOf } from '../../db/raw-rows';

/** A client's numbers (E.164) and emails (lower case): the searched one and every one its rows hold. */
export interface ClientValues {
  numbers: string[];
  emails: string[];
}

export interface ClientCopies {
  messageIds: string[];
  returnIds: string[];
  auditIds: string[];
}

/**
 * An email as a text holds it, to its whole: the local part's characters (RFC 5322's atoms and dots)
 * back to the first other one, and the domain's labels, a trailing full stop left out. One pattern
 * for PostgreSQL and JavaScript alike, matched on lower case.
 */
export const EMAIL_IN_TEXT = "[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+";

const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The numbers and emails `leadIds` and `dealIds` hold (an erased number is none). */
async function heldValues(db: Db, leadIds: string[], dealIds: string[]): Promise<ClientValues> {
  const rows = await rowsOf<{ number: string; email: string | null }>(
    db,
    sql`SELECT number, lower(client_email) AS email FROM rentals WHERE id = ANY(${texts(leadIds)})
      UNION SELECT number, lower(client_email) FROM closed_rentals WHERE id = ANY(${texts(dealIds)})`,
  );
  return {
    numbers: rows.map((row) => row.number).filter((number) => !number.startsWith(ERASED_NUMBER_PREFIX)),
    emails: rows.map((row) => row.email).filter((email): email is string => !!email),
  };
}

/** Whether libphonenumber-js finds one of `numbers` as a whole number in `text`. */
const quotesNumber = (text: string, numbers: ReadonlySet<string>, country: PhoneCountry) =>
  findPhoneNumbersInText(text, country).some((found) => numbers.has(found.number.number));

/**
 * Where a table's rows may quote a client: `text`, the whole row as text; `free`, the part people
 * write freely (a message, a note), where a number may be written any way; and whether `text` also
 * holds numbers as the server stores them (E.164: an entry's label and values).
 */
interface Source {
  table: string;
  text: string;
  free: string;
  stored: boolean;
}

/**
 * The rows of a table whose text quotes the client. Emails are matched in SQL, whole. A number makes
 * a row a candidate when its national digits are among the free text's digits, or, where numbers are
 * stored, when the text holds its E.164 form whole; the finder then decides on each candidate's text.
 * Each test is one pass over the rows joined by hash to the client's values, so retention's many
 * numbers cost what one does: a digit-joining regular expression is the costly part (about 35 µs a
 * row of an audit entry's length on PGlite), so it reads the free text only.
 */
async function quoting(db: Db, from: Source, values: ClientValues, country: PhoneCountry): Promise<string[]> {
  const nationals = values.numbers.map((number) => parsePhoneNumberFromString(number)?.nationalNumber ?? '');
  const answer = await firstRow<{ json: string }>(
    db,
    sql`WITH src AS MATERIALIZED (SELECT id::text AS id, ${sql.raw(from.text)} AS body,
          ${sql.raw(from.free)} AS free FROM ${sql.raw(from.table)}),
      nationals AS MATERIALIZED (SELECT DISTINCT n FROM unnest(${texts(nationals)}) AS n WHERE n <> ''),
      lengths AS (SELECT DISTINCT length(n) AS l FROM nationals),
      digits AS MATERIALIZED (SELECT id, regexp_replace(free, '[^0-9]', '', 'g') AS d FROM src
        WHERE free IS NOT NULL AND EXISTS (SELECT 1 FROM nationals)),
      windows AS MATERIALIZED (SELECT g.id, substr(g.d, i, lengths.l) AS w FROM digits g
        JOIN lengths ON length(g.d) >= lengths.l
        CROSS JOIN LATERAL generate_series(1, length(g.d) - lengths.l + 1) AS i),
      stored AS MATERIALIZED (SELECT s.id, m.found[1] AS e164 FROM src s
        CROSS JOIN LATERAL regexp_matches(s.body, '[+][0-9]{6,15}', 'g') AS m(found)
        WHERE ${from.stored} AND EXISTS (SELECT 1 FROM nationals)),
      by_number AS (SELECT w.id FROM windows w JOIN nationals ON nationals.n = w.w
        UNION SELECT t.id FROM stored t JOIN unnest(${texts(values.numbers)}) AS e (number) ON e.number = t.e164),
      by_email AS (SELECT DISTINCT s.id FROM src s
        CROSS JOIN LATERAL regexp_matches(lower(s.body), ${EMAIL_IN_TEXT}, 'g') AS m(found)
        JOIN unnest(${texts(values.emails)}) AS e (email) ON e.email = m.found[1]
        WHERE position('@' in s.body) > 0)
    SELECT json_build_object('emails', (SELECT json_agg(id) FROM by_email),
      'numbers', (SELECT json_agg(json_build_array(s.id, s.body)) FROM src s
        WHERE s.id IN (SELECT id FROM by_number)))::text AS json`,
  );
  const found = JSON.parse(answer!.json) as { emails: string[] | null; numbers: [string, string][] | null };
  const numbers = new Set(values.numbers);
  const byNumber = (found.numbers ?? []).filter(([, body]) => quotesNumber(body, numbers, country));
  return [...new Set([...(found.emails ?? []), ...byNumber.map(([id]) => id)])].sort();
}

/** The ids of `table` whose `column` is one of `ids`, and whose `text` is set when `text` is given. */
async function about(db: Db, table: string, column: string, ids: string[], text?: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ANY(${texts(ids)})
      ${text ? sql.raw(`AND ${text} IS NOT NULL`) : sql``}`,
  );
  return rows.map((row) => row.id);
}

const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();

/**
 * Every message, return note and audit entry about `leadIds` or `dealIds` or quoting the client:
 * `known`, and the numbers and emails those rows hold.
 */
export async function clientCopies(
  db: Db,
  leadIds: string[],
  dealIds: string[],
  known: ClientValues,
  country: PhoneCountry,
): Promise<ClientCopies & { values: ClientValues }> {
  const held = await heldValues(db, leadIds, dealIds);
  const values = {
    numbers: [...new Set([...known.numbers, ...held.numbers])],
    emails: [...new Set([...known.emails, ...held.emails])],
  };
  const messages: Source = { table: 'messages', text: 'message', free: 'message', stored: false };
  const returns: Source = { table: 'lead_returns', text: 'note', free: 'note', stored: false };
  // An entry's free text is a picker's note (docs/rules/audit.md#d10.1); its label and values store numbers E.164.
  const audit: Source = {
    table: 'audit_entries',
    text: `coalesce(target_label, '') || ' ' || coalesce(before::text, '') || ' ' || coalesce(after::text, '')`,
    free: `after->>'note'`,
    stored: true,
  };
  return {
    values,
    messageIds: union(
      await about(db, 'messages', 'rental_id', leadIds),
      await quoting(db, messages, values, country),
    ),
    returnIds: union(
      await about(db, 'lead_returns', 'rental_id', leadIds, 'note'),
      await quoting(db, returns, values, country),
    ),
    auditIds: union(
      await about(db, 'audit_entries', 'target_id', [...leadIds, ...dealIds]),
      await quoting(db, audit, values, country),
    ),
  };
}
