/**
 * A table's columns that hold a lead's fields (contract lead-fields.ts), found by their SQL names:
 * the schema names its properties in camelCase, the wire in its own spelling, and the column links
 * the two, so code reading or copying those fields with drizzle names none of them. And the columns
 * that copy a client's data beyond the fields, which an erasure empties with them.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  erasedAs,
  LEAD_FIELDS,
  type LeadFieldName,
  type LeadFieldRegistry,
  type LeadFieldValues,
  type PersonalColumn,
} from '../../../src/contract';

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

/**
 * The columns of `rentals` beyond its fields that copy the client's data (docs/rules/client-data.md#d13.3),
 * erased with them: the post's key (made from its link, docs/rules/leads.md#d5.14) and the note of the
 * picker's last outcome.
 */
export const LEAD_COPIES: readonly PersonalColumn[] = [
  { column: 'post_key', erased: 'null' },
  { column: 'outcome_note', erased: 'null' },
];

/**
 * The columns of `closed_rentals` holding the client's data: the registry's personal fields a deal
 * copies (docs/rules/deals.md#d6), its email (never null there, so emptied) and its closing image's name.
 */
export const dealPersonalColumns = (fields: LeadFieldRegistry = LEAD_FIELDS): PersonalColumn[] => [
  ...Object.values(fields)
    .filter((field) => field.personal && field.deal)
    .map((field) => ({ column: field.column, erased: erasedAs(field) })),
  { column: 'client_email', erased: 'empty' },
  { column: 'closing_image', erased: 'empty' },
];
