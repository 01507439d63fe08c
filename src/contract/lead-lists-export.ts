/**
 * A lead list's Download (docs/decisions.md#p71): `GET <the list's path>/export` with the list's own query
 * answers every row it matches, in the list's order, as NDJSON (`application/x-ndjson`):
 *
 *     {"total":250}                      the head: the list's total (`estimated` as on the list)
 *     ["2026-03-02 13:00:00+00", …]      one line per lead: a LeadExportRow
 *     {"rows":250}                       the end: how many rows were sent
 *
 * A body without its end line was cut short. A row holds only what the lead spreadsheets read.
 */
import { LISTED_FIELDS } from './lead-fields';
import type { LeadPerson, Rental } from './leads';

/** Appended to a lead list's path. */
export const LEAD_EXPORT_PATH = '/export';
export const LEAD_EXPORT_TYPE = 'application/x-ndjson';

export interface LeadExportHead {
  total: number;
  estimated?: true;
}

export interface LeadExportEnd {
  rows: number;
}

/** What the lead spreadsheets read of a lead, in an exported row's order: a `Rental` has them all. */
export const SHEET_FIELDS = [
  'createdAt',
  'updatedAt',
  'fetcherId',
  'client_email',
  'number_status',
  'call_outcome',
  'attempts',
  'due_at',
  ...LISTED_FIELDS,
  'sourceKey',
] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

export type SheetPerson = Pick<LeadPerson, 'name' | 'team_leader_name' | 'admin_name'>;

export interface SheetLead extends Pick<Rental, SheetField> {
  creator: SheetPerson | null;
  fetcher: SheetPerson | null;
  /** A list's row says whether it is stale (docs/rules/claiming.md#d5.28); a download's does not. */
  stale?: boolean;
}

/**
 * One lead: the values of SHEET_FIELDS in order (the dates as the database writes a timestamp,
 * '2026-03-02 13:00:00.123456+00'), then the creator's and the picker's name, team leader and admin
 * (the name is null when the lead has no such person), then its calls (`SheetCalls`).
 */
export type LeadExportRow = (SheetLead[SheetField] | null)[];

const PERSON = ['name', 'team_leader_name', 'admin_name'] as const;
const PEOPLE = ['creator', 'fetcher'] as const;

const personAt = (row: LeadExportRow, at: number): SheetPerson | null =>
  row[at] === null ? null : (Object.fromEntries(PERSON.map((key, i) => [key, row[at + i]])) as SheetPerson);

/** A row read by the names of its values. */
export const sheetLeadOf = (row: LeadExportRow): SheetLead => ({
  ...(Object.fromEntries(SHEET_FIELDS.map((name, i) => [name, row[i]])) as Pick<Rental, SheetField>),
  creator: personAt(row, SHEET_FIELDS.length),
  fetcher: personAt(row, SHEET_FIELDS.length + PERSON.length),
});

/**
 * A lead's calls from Collect (docs/rules/claiming.md#d5.24), after its people in an exported row: how many were made
 * and their talk time in seconds. Only the download writes them; the lists' rows hold none.
 */
export interface SheetCalls {
  calls: number;
  talkSeconds: number;
}

const CALLS_AT = SHEET_FIELDS.length + PEOPLE.length * PERSON.length;

/** A row's calls; none when the row holds none (a fixture written before calls were logged). */
export const sheetCallsOf = (row: LeadExportRow): SheetCalls => ({
  calls: Number(row[CALLS_AT] ?? 0),
  talkSeconds: Number(row[CALLS_AT + 1] ?? 0),
});

/** A lead as the export writes it: what the server's SQL writes, for fixtures that stand in for it. */
export const exportRowOf = (lead: SheetLead): LeadExportRow => [
  ...SHEET_FIELDS.map((name) => lead[name]),
  ...PEOPLE.flatMap((who) => PERSON.map((key) => lead[who]?.[key] ?? null)),
];
