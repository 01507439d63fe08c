/**
 * GET /doNotContact (docs/rules/do-not-contact.md#d5.13): the list newest first, a page at a time, as every list answers
 * (docs/rules/auth.md#d3.4). A search of digits finds the numbers holding them (as typed, with or without its
 * separators); any other search finds the reasons and the adders' names holding it.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type DoNotContactEntry,
  type DoNotContactQuery,
  type ListResult,
  pageOf,
} from '../../../../src/contract';
import { firstRow, rowsOf } from '../../db/raw-rows';
import { escapeLike } from '../../lib/search';
import type { Deps } from '../deps';
import { ENTRY_COLUMNS, type EntryRecord, toEntry } from './entry';

/** Separators people type between a number's digits. */
const SEPARATORS = /[\s().\-–—/+]/g;

function searched(search: string | undefined): SQL {
  const text = search?.trim();
  if (!text) return sql`true`;
  const digits = text.replace(SEPARATORS, '');
  if (/^\d+$/.test(digits)) return sql`d.number LIKE ${`%${digits}%`}`;
  const pattern = `%${escapeLike(text)}%`;
  return sql`(d.reason ILIKE ${pattern} OR u.name ILIKE ${pattern})`;
}

export async function listNumbers(
  { db }: Deps<'db'>,
  query: DoNotContactQuery,
): Promise<ListResult<DoNotContactEntry>> {
  const { page, limit } = pageOf(query);
  const where = searched(query.search);
  const from = sql`do_not_contact d JOIN users u ON u.id = d.added_by_id`;
  const counted = await firstRow<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
  );
  const total = counted?.total ?? 0;
  const rows = await rowsOf<EntryRecord>(
    db,
    sql`SELECT ${ENTRY_COLUMNS} FROM ${from} WHERE ${where}
      ORDER BY d.added_at DESC, d.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { result: rows.map(toEntry), countInfo: { total, totalPage: Math.ceil(total / limit) } };
}
