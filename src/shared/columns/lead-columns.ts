/**
 * The lead table's columns (docs/rules/lead-lists.md, "Screens"): six about the lead, then the
 * creator's three when any row has a creator and the picker's three when any row has a fetcher.
 * The download writes the same columns by the same rule, so the file reads like the table.
 */
import { RENTAL_LABELS, type SheetLead, type SheetPerson } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { type Column, orDash } from './columns';

const field = (key: keyof typeof RENTAL_LABELS & keyof SheetLead, wrap = false): Column<SheetLead> => ({
  key,
  header: RENTAL_LABELS[key],
  text: (lead) => orDash(lead[key]),
  wrap,
});

const personColumns = (who: 'creator' | 'fetcher', nameHeader: string): Column<SheetLead>[] => {
  const has = (lead: SheetLead) => lead[who] !== null;
  const read = (lead: SheetLead, key: keyof SheetPerson) => orDash(lead[who]?.[key]);
  return [
    { key: `${who}-name`, header: nameHeader, text: (l) => read(l, 'name'), when: has },
    { key: `${who}-leader`, header: 'TeamLeader Name', text: (l) => read(l, 'team_leader_name'), when: has },
    { key: `${who}-admin`, header: 'Admin Name', text: (l) => read(l, 'admin_name'), when: has },
  ];
};

export const LEAD_COLUMNS: readonly Column<SheetLead>[] = [
  // A picked lead is dated by its last change (the pick), any other by its creation.
  { key: 'date', header: 'Date & Time', text: (l) => formatDateTime(l.fetcher ? l.updatedAt : l.createdAt) },
  field('client_name'),
  // Shown, and downloaded, formatted (rule P53: the file reads like the table).
  {
    key: 'number',
    header: RENTAL_LABELS.number,
    text: (lead) => orDash(lead.number && showNumber(lead.number)),
  },
  field('rent'),
  field('houseApt_details', true),
  field('address', true),
  ...personColumns('creator', 'Creator Name'),
  ...personColumns('fetcher', 'Picker Name'),
];
