/**
 * Keyset paging for lead lists: a cursor names the last row of a page (its sort date and id), and
 * the next page is the rows after it in the list's order, read straight off the list index. A deep
 * OFFSET reads and drops every row before the page; an export of 100k rows paged that way takes
 * minutes on PGlite, stalling every other request behind it.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  BAD_CURSOR,
  hasControlCharacters,
  isCalendarDay,
  LEAD_SORTS,
  type LeadSort,
} from '../../../../src/contract';
import { rentals } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { RentalRecord } from '../leads/rental-view';
import { ORDERS } from './lead-sort';

interface Position {
  sort: LeadSort;
  date: string | null;
  id: string;
}

/** The cursor of a raw row; its timestamps are text as the database sent them, so microseconds survive. */
export function cursorAfter(sort: LeadSort, row: RentalRecord): string {
  const position: Position = { sort, date: row[ORDERS[sort].field], id: row.id };
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * A timestamp as the database writes one ('2026-03-10 15:00:00.123456+00'). JavaScript reads far more
 * ('Tue 1 2', '+275760-09-13', 5) than PostgreSQL does, so a forged cursor is checked against the
 * database's own form: a real day of a four-digit year other than 0, a real time, an optional offset.
 */
const DB_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2}){0,2})?$/;
const isDbTimestamp = (date: unknown): boolean => {
  const day = typeof date === 'string' ? DB_TIMESTAMP.exec(date)?.[1] : undefined;
  return day !== undefined && !day.startsWith('0000') && isCalendarDay(day);
};

/** Ids are opaque text of at most 64 characters, never holding what the database refuses. */
const isId = (id: unknown): id is string =>
  typeof id === 'string' && id.length <= 64 && !hasControlCharacters(id);

function positionOf(cursor: string, sort: LeadSort): Position {
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Position;
    const dateOk = position.date === null || isDbTimestamp(position.date);
    if (position.sort === sort && LEAD_SORTS.includes(sort) && isId(position.id) && dateOk) {
      return position;
    }
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
  }
  throw badRequest(BAD_CURSOR, [{ path: 'cursor', message: BAD_CURSOR }]);
}

/** The rows after the cursor in `sort` order: date descending (NULLS FIRST), then id descending. */
export function afterCursor(cursor: string, sort: LeadSort): SQL {
  const { date, id } = positionOf(cursor, sort);
  return rowsAfter(sort, date, id);
}

/** The rows after the one whose sort date (as the database writes it) and id are given, in `sort` order. */
export function rowsAfter(sort: LeadSort, date: string | null, id: string): SQL {
  const { column } = ORDERS[sort];
  // Only the finished date is ever null; its nulls come first, so after a null come the other
  // nulls with a smaller id, then every dated row.
  if (date === null) return sql`((${column} IS NULL AND ${rentals.id} < ${id}) OR ${column} IS NOT NULL)`;
  return sql`(${column}, ${rentals.id}) < (${date}::timestamptz, ${id})`;
}
