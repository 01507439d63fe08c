/**
 * The creator's fields as an INSERT into `rentals` writes them (contract lead-fields.ts): the column
 * list, and a lead's values, or many leads' as one array a field, in the same order.
 */
import { sql } from 'drizzle-orm';
import {
  kindOf,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  type LeadFieldName,
  type LeadFieldValues,
} from '../../../../src/contract';

export const LEAD_COLUMN_LIST = sql.raw(LEAD_FIELD_NAMES.map((name) => LEAD_FIELDS[name].column).join(', '));

/** A lead's fields as given: a checked form (a blank optional one left out) or a stored lead's. */
type LeadInput = { [K in LeadFieldName]?: LeadFieldValues[K] };

/** A blank optional field is stored as NULL. */
const stored = (value: unknown) => (value === '' || value === undefined ? null : value);

export const leadValues = (lead: LeadInput) =>
  sql.join(
    LEAD_FIELD_NAMES.map((name) => sql`${stored(lead[name])}`),
    sql`, `,
  );

/** One typed array parameter a field, for `unnest`: an import's leads in one statement. */
export const leadArrays = (leads: readonly LeadInput[]) =>
  sql.join(
    LEAD_FIELD_NAMES.map(
      (name) => sql`${sql.param(leads.map((lead) => stored(lead[name])))}::${sql.raw(kindOf(name).sql)}[]`,
    ),
    sql`, `,
  );
