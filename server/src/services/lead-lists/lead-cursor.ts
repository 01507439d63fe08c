/**
 * Keyset paging for lead lists: a cursor names the last row of a page (its sort date and id), and
 * the next page is the rows after it in the list's order, read straight off the list index. A deep
 * OFFSET reads and drops every row before the page; an export of 100k rows paged that way takes
 * minutes on PGlite, stalling every other request behind it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { LEAD_SORTS, type LeadSort } from '../../../../src/contract';
import { rentals } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { RentalRecord } from '../leads/rental-view';
import { ORDERS } from './lead-sort';

export const BAD_CURSOR = 'The cursor is not valid for this list';

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

function positionOf(cursor: string, sort: LeadSort): Position {
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Position;
    const dateOk = position.date === null || !Number.isNaN(Date.parse(position.date));
    if (position.sort === sort && LEAD_SORTS.includes(sort) && typeof position.id === 'string' && dateOk) {
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
  const { column } = ORDERS[sort];
  // Only the finished date is ever null; its nulls come first, so after a null come the other
  // nulls with a smaller id, then every dated row.
  if (date === null) return sql`((${column} IS NULL AND ${rentals.id} < ${id}) OR ${column} IS NOT NULL)`;
  return sql`(${column}, ${rentals.id}) < (${date}::timestamptz, ${id})`;
}
