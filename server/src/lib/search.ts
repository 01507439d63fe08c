/** Case-insensitive "contains" search over text columns, with the user's % and _ taken literally. */
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Backslash is LIKE's default escape character in PostgreSQL. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Undefined (no condition) for a blank search. */
export function containsAny(columns: PgColumn[], search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
