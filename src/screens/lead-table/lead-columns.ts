/**
 * The lead table's columns (spec section 2, "Leads table columns"): six about the lead, then the
 * creator's three when any row has a creator and the picker's three when any row has a fetcher.
 * The download writes the same columns by the same rule, so the file reads like the table.
 */
import { type LeadPerson, RENTAL_LABELS, type Rental } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { type Column, orDash } from './columns';

const field = (key: keyof typeof RENTAL_LABELS, wrap = false): Column<Rental> => ({
  key,
  header: RENTAL_LABELS[key],
  text: (lead) => orDash(lead[key]),
  wrap,
});

const personColumns = (who: 'creator' | 'fetcher', nameHeader: string): Column<Rental>[] => {
  const has = (lead: Rental) => lead[who] !== null;
  const read = (lead: Rental, key: keyof LeadPerson) => orDash(lead[who]?.[key]);
  return [
    { key: `${who}-name`, header: nameHeader, text: (l) => read(l, 'name'), when: has },
    { key: `${who}-leader`, header: 'TeamLeader Name', text: (l) => read(l, 'team_leader_name'), when: has },
    { key: `${who}-admin`, header: 'Admin Name', text: (l) => read(l, 'admin_name'), when: has },
  ];
};

export const LEAD_COLUMNS: readonly Column<Rental>[] = [
  // A picked lead is dated by its last change (the pick), any other by its creation.
  { key: 'date', header: 'Date & Time', text: (l) => formatDateTime(l.fetcher ? l.updatedAt : l.createdAt) },
  field('client_name'),
  field('number'),
  field('rent'),
  field('houseApt_details', true),
  field('address', true),
  ...personColumns('creator', 'Creator Name'),
  ...personColumns('fetcher', 'Picker Name'),
];
