/** The lead lists' orders: newest first by one date, ties broken by id, as the list indexes hold them. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LeadSort } from '../../../../src/contract';
import { rentals } from '../../db/schema';

interface Order {
  column: PgColumn;
  /** The column's name as raw rows carry it. */
  field: 'created_at' | 'updated_at' | 'finished_date';
  /** Unqualified names, so it reads on `rentals` and on a subquery of it alike. NULLS FIRST is PostgreSQL's default for DESC. */
  sql: SQL;
}

export const ORDERS: Record<LeadSort, Order> = {
  '-createdAt': { column: rentals.createdAt, field: 'created_at', sql: sql.raw('created_at DESC, id DESC') },
  '-updatedAt': { column: rentals.updatedAt, field: 'updated_at', sql: sql.raw('updated_at DESC, id DESC') },
  '-finishedDate': {
    column: rentals.finishedDate,
    field: 'finished_date',
    sql: sql.raw('finished_date DESC, id DESC'),
  },
};
