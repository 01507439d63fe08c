/** A lead on the wire as a struct (docs/rules/leads.md#d5.16), its creator's fields from the registry (LEAD_FIELDS). */
import { assign, boolean, literal, nullable, number, object, type Struct, string } from 'superstruct';
import { NUMBER_STATUSES } from '../enums';
import { LANGUAGES } from '../i18n';
import {
  kindOf,
  LEAD_FIELD_NAMES,
  type LeadFieldName,
  type LeadFieldValues,
  type LeadReader,
} from '../lead-fields';
import { type LeadAs, rentalReads } from '../leads';
import { RECORDED_OUTCOMES } from '../outcome-counts';
import { type AnyStruct, maybeText, named, nullValue, oneOf } from './shapes';

export const leadPerson = object({
  name: string(),
  email: string(),
  team_leader_name: maybeText(),
  admin_name: maybeText(),
});

/** Each field as its kind sends it: text, or text or null for an optional one; typed as the registry types it. */
const fieldParts = Object.fromEntries(
  LEAD_FIELD_NAMES.map((name) => [name, kindOf(name).optional ? maybeText() : string()]),
) as unknown as { [K in LeadFieldName]: Struct<LeadFieldValues[K], null> };

const workParts = {
  _id: string(),
  client_email: maybeText(),
  language: oneOf(LANGUAGES),
  number_status: nullable(oneOf(NUMBER_STATUSES)),
  call_outcome: nullable(oneOf(RECORDED_OUTCOMES)),
  attempts: number(),
  due_at: maybeText(),
  creatorId: maybeText(),
  fetcherId: maybeText(),
  isFetched: boolean(),
  isFinished: boolean(),
  createdAt: string(),
  updatedAt: string(),
  finishedDate: maybeText(),
  creator: nullable(leadPerson),
  fetcher: nullable(leadPerson),
  sourceKey: maybeText(),
};

export const leadFieldValues = object(fieldParts);

export const rental = named('Rental', assign(leadFieldValues, object(workParts)));

/** Any part of a lead, by name: the struct a reader allowed to read it is sent. */
const parts: Record<string, AnyStruct> = { ...fieldParts, ...workParts };

const literalBlank = (blank: '' | null): Struct<unknown, unknown> =>
  (blank === '' ? literal('') : nullValue) as Struct<unknown, unknown>;

/** A lead as `reader` receives it (`readableLead`): the parts it may not read are their blanks. */
export const leadAs = <R extends LeadReader>(reader: R) =>
  object(
    Object.fromEntries(
      Object.entries(rentalReads()).map(([part, rule]) => [
        part,
        rule.readers.includes(reader) ? parts[part]! : literalBlank(rule.blank),
      ]),
    ),
  ) as unknown as Struct<LeadAs<R>, { [K in keyof LeadAs<R>]: Struct<LeadAs<R>[K], null> }>;
