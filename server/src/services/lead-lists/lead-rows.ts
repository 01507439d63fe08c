/**
 * A lead list's rows in its order, as one statement's subquery: each part of the query (lead-filters.ts,
 * LeadConditions.parts) read in order off its own index, then merged, so no part makes the planner
 * read the list index from its start.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { LeadConditions } from './lead-filters';
import { ORDERS } from './lead-sort';

export interface RowsWindow {
  /** The rows after this position (a cursor's condition), if any. */
  after?: SQL | undefined;
  limit: number;
  offset?: number;
}

/** `SELECT * FROM rentals …` for the rows of `where` in list order, `offset` skipped, then `limit` of them. */
export function orderedRows(where: LeadConditions, { after, limit, offset = 0 }: RowsWindow): SQL {
  const order = ORDERS[where.sort].sql;
  const rest = [where.filters, where.search?.indexed, after];
  if (!where.parts) {
    return sql`SELECT * FROM rentals WHERE ${and(where.base, ...rest)}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  }
  // Each part gives at most the rows the window can need; the parts are disjoint.
  const parts = where.parts.map(
    (part) =>
      sql`(SELECT * FROM rentals WHERE ${and(part, ...rest)} ORDER BY ${order} LIMIT ${limit + offset})`,
  );
  return sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) AS rentals
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}
