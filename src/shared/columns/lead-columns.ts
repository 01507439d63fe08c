/**
 * The lead table's columns (docs/rules/lead-lists.md, "Screens"): the date and the listed fields, then the
 * creator's three when any row has a creator and the picker's three when any row has a fetcher.
 * The download writes the same columns by the same rule, so the file reads like the table.
 */
import {
  LEAD_FIELDS,
  LISTED_FIELDS,
  type ListedFieldName,
  type SheetLead,
  type SheetPerson,
} from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { formatDateTime } from '../../lib/panama-dates';
import { type Column, orDash } from './columns';

// Shown, and downloaded, as fieldText writes them (rule P53: the file reads like the table).
const field = (key: ListedFieldName): Column<SheetLead> => ({
  key,
  header: LEAD_FIELDS[key].label,
  text: (lead) => orDash(fieldText(key, lead[key])),
  wrap: LEAD_FIELDS[key].listed === 'wrap',
});

// The creator's and the picker's team leader and admin share their headers (the spec's); each column's
// label says whose it is where both show.
const personColumns = (
  who: 'creator' | 'fetcher',
  nameHeader: string,
  whose: string,
): Column<SheetLead>[] => {
  const has = (lead: SheetLead) => lead[who] !== null;
  const read = (lead: SheetLead, key: keyof SheetPerson) => orDash(lead[who]?.[key]);
  return [
    { key: `${who}-name`, header: nameHeader, text: (l) => read(l, 'name'), when: has },
    {
      key: `${who}-leader`,
      header: 'TeamLeader Name',
      label: `${whose} TeamLeader`,
      text: (l) => read(l, 'team_leader_name'),
      when: has,
    },
    {
      key: `${who}-admin`,
      header: 'Admin Name',
      label: `${whose} Admin`,
      text: (l) => read(l, 'admin_name'),
      when: has,
    },
  ];
};

const NUMBER_STATUS_TEXT = { valid: 'Valid', invalid: 'Invalid' } as const;

/** What the picking said of the number: Valid or Invalid, Picked while no verdict, a dash before any pick. */
const numberStatusText = (lead: SheetLead) =>
  lead.number_status ? NUMBER_STATUS_TEXT[lead.number_status] : lead.fetcher ? 'Picked' : '-';

export const LEAD_COLUMNS: readonly Column<SheetLead>[] = [
  // A picked lead is dated by its last change (the pick), any other by its creation.
  { key: 'date', header: 'Date & Time', text: (l) => formatDateTime(l.fetcher ? l.updatedAt : l.createdAt) },
  ...LISTED_FIELDS.map(field),
  ...personColumns('creator', 'Creator Name', 'Creator’s'),
  ...personColumns('fetcher', 'Picker Name', 'Picker’s'),
  {
    key: 'number-status',
    header: 'Number Status',
    text: numberStatusText,
    when: (lead) => lead.fetcher !== null,
    fixed: true,
  },
];
