/**
 * A table's columns that hold a lead's fields (contract lead-fields.ts), found by their SQL names:
 * the schema names its properties in camelCase, the wire in its own spelling, and the column links
 * the two, so code reading or copying those fields with drizzle names none of them.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LEAD_FIELDS, type LeadFieldName, type LeadFieldValues } from '../../../src/contract';

function propertyOf(table: PgTable, name: LeadFieldName) {
  const column = LEAD_FIELDS[name].column;
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c.name === column);
  if (!found) throw new Error(`${getTableName(table)} has no column ${column}`);
  return found;
}

/** A selection of the named fields, answered under their wire names. */
export const selectFields = <K extends LeadFieldName>(table: PgTable, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, sql`${propertyOf(table, name)[1]}`])) as {
    [P in K]: SQL<LeadFieldValues[P]>;
  };

/** The named fields' values under `table`'s property names, for an insert. */
export const fieldValues = <K extends LeadFieldName>(
  table: PgTable,
  names: readonly K[],
  values: Pick<LeadFieldValues, K>,
): Record<string, unknown> =>
  Object.fromEntries(names.map((name) => [propertyOf(table, name)[0], values[name]]));
