/**
 * A lead list's Download (rule P71): `GET <the list's path>/export` with the list's own query
 * answers every row it matches, in the list's order, as NDJSON (`application/x-ndjson`):
 *
 *     {"total":250}                      the head: the list's total (`estimated` as on the list)
 *     ["2026-03-02 13:00:00+00", …]      one line per lead: a LeadExportRow
 *     {"rows":250}                       the end: how many rows were sent
 *
 * A body without its end line was cut short. A row holds only what the lead spreadsheets read.
 */
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

/**
 * One lead: created and updated as the database writes a timestamp ('2026-03-02 13:00:00.123456+00'),
 * then its texts, then the creator's and the picker's name, team leader and admin (the name is null
 * when the lead has no such person).
 */
export type LeadExportRow = [
  createdAt: string,
  updatedAt: string,
  clientName: string,
  clientEmail: string | null,
  number: string,
  rent: string,
  houseAptDetails: string,
  address: string,
  creatorName: string | null,
  creatorLeader: string | null,
  creatorAdmin: string | null,
  fetcherName: string | null,
  fetcherLeader: string | null,
  fetcherAdmin: string | null,
];

export type SheetPerson = Pick<LeadPerson, 'name' | 'team_leader_name' | 'admin_name'>;

/** What the lead spreadsheets read of a lead: a `Rental` is one, and so is an exported row. */
export interface SheetLead
  extends Pick<
    Rental,
    | 'createdAt'
    | 'updatedAt'
    | 'client_name'
    | 'client_email'
    | 'number'
    | 'rent'
    | 'houseApt_details'
    | 'address'
  > {
  creator: SheetPerson | null;
  fetcher: SheetPerson | null;
}

const person = (name: string | null, leader: string | null, admin: string | null): SheetPerson | null =>
  name === null ? null : { name, team_leader_name: leader, admin_name: admin };

export const sheetLeadOf = (row: LeadExportRow): SheetLead => ({
  createdAt: row[0],
  updatedAt: row[1],
  client_name: row[2],
  client_email: row[3],
  number: row[4],
  rent: row[5],
  houseApt_details: row[6],
  address: row[7],
  creator: person(row[8], row[9], row[10]),
  fetcher: person(row[11], row[12], row[13]),
});
