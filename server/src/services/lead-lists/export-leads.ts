/**
 * A lead list's Download (docs/decisions.md#p71, contract lead-lists-export.ts): every row the list's
 * query matches, in the list's order, read in keyset batches and written as NDJSON lines.
 *
 * Each batch is one statement whose answer is a single text: the database names the lead's people,
 * writes each row as a JSON array and the batch as lines. PGlite hands a statement's rows over one by
 * one through JavaScript (about 0.2 ms a row), which would cost seconds for 100,000 rows; one text
 * costs almost nothing, and the server never parses a row. The next batch is read while the one before
 * goes out, and reading stops as soon as the client has gone.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  LEAD_FIELDS,
  LEAD_READERS,
  type LeadExportEnd,
  type LeadExportHead,
  type LeadFieldName,
  type LeadListQuery,
  type LeadReader,
  rentalReads,
  SHEET_FIELDS,
  type SheetField,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import type { Deps } from '../deps';
import { leadReaderOf } from '../leads/lead-reader';
import { countLeads } from './count-leads';
import { rowsAfter } from './lead-cursor';
import { type LeadConditions, leadConditions } from './lead-filters';
import { orderedRows } from './lead-rows';
import { ORDERS } from './lead-sort';
import { type LeadView, leadScope } from './scope';
import { staleBefore } from './stale-before';

/** Rows a statement reads: ~1 MB of text, and ~0.1 s of PGlite's time between other requests' statements. */
export const EXPORT_BATCH_ROWS = 5_000;

export interface ExportOptions {
  /** Aborted when the client has gone: no further batch is read. */
  signal: AbortSignal;
  batchRows?: number;
}

/**
 * A lead as a LeadExportRow: SHEET_FIELDS in order, then its people's names. The names come from one
 * map of every user's name, made once a statement, by the ids copied onto the lead as `rental_people`
 * reads them (null for a missing one): six joins on `users` cost a fifth more of each batch.
 */
const nameOf = (column: string) => `((SELECT names FROM people) ->> rentals.${column})`;
const PEOPLE = {
  creator: ['creator_id', 'creator_leader_id', 'creator_admin_id'],
  fetcher: ['fetcher_id', 'fetcher_leader_id', 'fetcher_admin_id'],
} as const;
/** The values that are no field of the creator's; a timestamp as the database writes it. */
const NOT_FIELDS: Record<Exclude<SheetField, LeadFieldName>, string> = {
  createdAt: 'rentals.created_at::text',
  updatedAt: 'rentals.updated_at::text',
  fetcherId: 'rentals.fetcher_id',
  client_email: 'rentals.client_email',
  number_status: 'rentals.number_status',
  call_outcome: 'rentals.outcome',
  attempts: 'rentals.attempts',
  due_at: 'rentals.due_at::text',
  sourceKey: '(SELECT k.name FROM api_keys k WHERE k.id = rentals.source_api_key_id)',
};
const sqlOf = (name: SheetField) =>
  name in NOT_FIELDS
    ? NOT_FIELDS[name as keyof typeof NOT_FIELDS]
    : `rentals.${LEAD_FIELDS[name as LeadFieldName].column}`;
const READS = rentalReads();
/**
 * The lead's calls and their talk time in seconds (docs/rules/claiming.md#d5.24), by the log's index on the lead: ids
 * and times only, which every reader of the lead's calls may read (its creator, its pickers, its supervisors).
 */
const CALLS = [
  '(SELECT count(*) FROM call_log c WHERE c.rental_id = rentals.id)::int',
  `(SELECT coalesce(round(sum(extract(epoch FROM c.returned_at - c.started_at))), 0)
    FROM call_log c WHERE c.rental_id = rentals.id)::int`,
];
const blankSql = (blank: '' | null) => (blank === null ? 'NULL' : "''");

/**
 * The line as `reader` may read the lead (docs/rules/leads.md#d5.16), from what it may read: a value
 * it may not read is written as its blank, and never selected.
 */
const lineFor = (reader: LeadReader) => {
  const value = (part: string, read: string) => {
    const rule = READS[part]!;
    return rule.readers.includes(reader) ? read : blankSql(rule.blank);
  };
  const people = (who: keyof typeof PEOPLE) => PEOPLE[who].map((column) => value(who, nameOf(column)));
  const values = [
    ...SHEET_FIELDS.map((name) => value(name, sqlOf(name))),
    ...people('creator'),
    ...people('fetcher'),
    ...CALLS,
  ];
  return sql.raw(`json_build_array(${values.join(', ')})::text`);
};
const LINES = Object.fromEntries(LEAD_READERS.map((reader) => [reader, lineFor(reader)])) as Record<
  LeadReader,
  SQL
>;

interface Batch {
  rows: number;
  lines: string | null;
  /** The last row's sort date and id, when the batch was full (more may follow). */
  last: [date: string | null, id: string] | null;
}

function batchOf(db: Db, where: LeadConditions, line: SQL, after: SQL | undefined, limit: number) {
  const order = ORDERS[where.sort];
  return firstRow<Batch>(
    db,
    sql`WITH people AS MATERIALIZED (SELECT jsonb_object_agg(id, name) AS names FROM users),
    page AS MATERIALIZED (
      SELECT ${line} AS line, rentals.id, rentals.created_at, rentals.updated_at, rentals.finished_date
      FROM (${orderedRows(where, { after, limit })}) AS rentals
    )
    SELECT count(*)::int AS rows, string_agg(line, E'\\n' ORDER BY ${order.sql}) AS lines,
      (SELECT ARRAY[${sql.raw(order.field)}::text, id] FROM page ORDER BY ${order.sql} OFFSET ${limit - 1} LIMIT 1) AS last
    FROM page`,
  );
}

const line = (value: LeadExportHead | LeadExportEnd) => `${JSON.stringify(value)}\n`;

async function* linesOf(
  db: Db,
  where: LeadConditions,
  reader: LeadReader,
  head: LeadExportHead,
  signal: AbortSignal,
  limit: number,
): AsyncGenerator<string> {
  yield line(head);
  const lead = LINES[reader];
  let rows = 0;
  let next = where.impossible || signal.aborted ? undefined : batchOf(db, where, lead, where.after, limit);
  try {
    while (next) {
      const batch = await next;
      next = undefined;
      if (signal.aborted) return;
      if (batch?.last) next = batchOf(db, where, lead, rowsAfter(where.sort, ...batch.last), limit);
      if (batch?.lines) {
        rows += batch.rows;
        yield `${batch.lines}\n`;
      }
    }
    yield line({ rows });
  } finally {
    // The client left while a batch was being read: it is dropped, and a failure of it with it.
    next?.catch(() => {});
  }
}

/**
 * Checks the caller's view and the query exactly as the list does (403 and 400 before anything is
 * sent) and counts as the list counts; then the head, the rows and the end as NDJSON text, a batch
 * at a time. The clock (docs/decisions.md#p8) places held leads in time as the list does.
 */
export async function exportLeads(
  { db, now }: Deps<'db' | 'now'>,
  caller: Caller,
  view: LeadView,
  query: LeadListQuery,
  { signal, batchRows = EXPORT_BATCH_ROWS }: ExportOptions,
): Promise<AsyncGenerator<string>> {
  const at = now();
  const where = leadConditions(view, leadScope(caller, view), query, at, await staleBefore({ db }, at));
  const { total, estimated } = where.impossible
    ? { total: 0, estimated: undefined }
    : await countLeads(db, where);
  const head: LeadExportHead = { total, ...(estimated && { estimated }) };
  return linesOf(db, where, leadReaderOf(caller), head, signal, batchRows);
}
