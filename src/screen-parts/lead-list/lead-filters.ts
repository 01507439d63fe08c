/**
 * The lead list filters (docs/rules/screens.md, docs/rules/lead-lists.md): each a select whose choices map to query
 * parameters. "Not Fetched" is the All Leads default and sends isFetched=false; "All" sends nothing.
 */
import type { LeadListFilters } from '../../contract';

export interface FilterChoice {
  value: string;
  label: string;
  params: LeadListFilters;
}

export interface LeadFilter {
  name: string;
  label: string;
  choices: readonly FilterChoice[];
  initial: string;
}

const INVALID: FilterChoice = { value: 'invalid', label: 'Invalid', params: { number_status: 'invalid' } };
const VALID: FilterChoice = { value: 'valid', label: 'Valid', params: { number_status: 'valid' } };
const FINISHED: FilterChoice = { value: 'finished', label: 'Finished', params: { isFinished: 'true' } };
const ALL: FilterChoice = { value: '', label: 'All', params: {} };

/** All Leads: "choose" is the empty choice, any validity. */
export const VALIDITY_CHOOSE: LeadFilter = {
  name: 'validity',
  label: 'Validity',
  choices: [{ value: '', label: 'Choose', params: {} }, INVALID, VALID],
  initial: '',
};

/** Picked Leads of an admin. */
export const VALIDITY_ALL: LeadFilter = { ...VALIDITY_CHOOSE, choices: [ALL, INVALID, VALID] };

/** All Leads of an admin, a super-admin and a rental-picker leader. */
export const CLAIM_STATE: LeadFilter = {
  name: 'claimState',
  label: 'Fetch state',
  choices: [{ value: 'not-fetched', label: 'Not Fetched', params: { isFetched: 'false' } }, ALL, FINISHED],
  initial: 'not-fetched',
};

/**
 * Picked Leads of a super-admin: Fetched and Finished both send true (docs/decisions.md#p55). Every picked
 * lead is fetched, so Fetched is the lead fetched and not finished yet (held by its picker), and
 * Finished the finished one: All, Fetched and Finished each answer their own rows (docs/decisions.md#p55,
 * "Held leads in Picked Leads").
 */
export const PICKED_CLAIM_STATE: LeadFilter = {
  name: 'claimState',
  label: 'Fetch state',
  choices: [
    ALL,
    { value: 'fetched', label: 'Fetched', params: { isFetched: 'true', isFinished: 'false' } },
    FINISHED,
  ],
  initial: '',
};

/**
 * Picked Leads of a rental-picker leader. Every picked lead is fetched, so "Not Fetched" here is the
 * picked lead not finished yet (still held by its picker): isFinished=false.
 */
export const PICKER_LEADER_CLAIM_STATE: LeadFilter = {
  name: 'claimState',
  label: 'Fetch state',
  choices: [ALL, { value: 'not-finished', label: 'Not Fetched', params: { isFinished: 'false' } }, FINISHED],
  initial: '',
};

/** All Leads: stale leads, the others, or every lead (docs/rules/claiming.md#d5.28). */
export const AGE: LeadFilter = {
  name: 'age',
  label: 'Age',
  choices: [
    ALL,
    { value: 'stale', label: 'Stale', params: { stale: 'true' } },
    { value: 'not-stale', label: 'Not stale', params: { stale: 'false' } },
  ],
  initial: '',
};

export const initialFilterValues = (filters: readonly LeadFilter[]): Record<string, string> =>
  Object.fromEntries(filters.map((f) => [f.name, f.initial]));

/** The query parameters of the chosen values. */
export const filterParams = (
  filters: readonly LeadFilter[],
  values: Record<string, string>,
): LeadListFilters =>
  Object.assign({}, ...filters.map((f) => f.choices.find((c) => c.value === values[f.name])?.params ?? {}));
