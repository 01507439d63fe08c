/**
 * The lead table's columns (docs/rules/lead-lists.md, "Screens"): the date and the listed fields, then the
 * creator's three when any row has a creator, the picker's three when any row has a fetcher, and what
 * the picking did (outcome, attempts, callback) when any row was served.
 * The download writes the same columns by the same rule, so the file reads like the table.
 */
import {
  LEAD_FIELDS,
  LISTED_FIELDS,
  type ListedFieldName,
  OUTCOME_LABELS,
  type SheetCalls,
  type SheetLead,
  type SheetPerson,
} from '../../contract';
import { formatDuration } from '../../lib/call-duration';
import { fieldText } from '../../lib/lead-field-text';
import { formatDateTime } from '../../lib/panama-dates';
import { type Column, ENGLISH, orDash } from './columns';

// Shown, and downloaded, as fieldText writes them (docs/decisions.md#p53: the file reads like the table).
const field = (key: ListedFieldName): Column<SheetLead> => ({
  key,
  header: LEAD_FIELDS[key].label,
  text: (lead) => orDash(fieldText(key, lead[key])),
  wrap: LEAD_FIELDS[key].listed === 'wrap',
});

// The creator's and the picker's team leader and admin share their headers (the spec's); each column's
// label says whose it is where both show, and its file header in the download, where another tool
// reads columns by header (docs/rules/lead-lists.md#d5.9).
const personColumns = (
  who: 'creator' | 'fetcher',
  nameHeader: string,
  whose: string,
  fileWhose: string,
): Column<SheetLead>[] => {
  const has = (lead: SheetLead) => lead[who] !== null;
  const read = (lead: SheetLead, key: keyof SheetPerson) => orDash(lead[who]?.[key]);
  return [
    { key: `${who}-name`, header: nameHeader, text: (l) => read(l, 'name'), when: has },
    {
      key: `${who}-leader`,
      header: 'TeamLeader Name',
      label: `${whose} TeamLeader`,
      fileHeader: `${fileWhose} TeamLeader Name`,
      text: (l) => read(l, 'team_leader_name'),
      when: has,
    },
    {
      key: `${who}-admin`,
      header: 'Admin Name',
      label: `${whose} Admin`,
      fileHeader: `${fileWhose} Admin Name`,
      text: (l) => read(l, 'admin_name'),
      when: has,
    },
  ];
};

const NUMBER_STATUS_TEXT = { valid: 'Valid', invalid: 'Invalid' } as const;

/**
 * A lead some picker holds or finished. Told by its `fetcherId`, which every reader of the lead gets,
 * not by its picker, whom the creators' side is never told of (docs/rules/leads.md#d5.16).
 */
const picked = (lead: SheetLead) => lead.fetcherId !== null;

/** What the picking said of the number: Valid or Invalid, Picked while no verdict, a dash before any pick. */
const numberStatusText = (lead: SheetLead, { word } = ENGLISH) =>
  lead.number_status ? word(NUMBER_STATUS_TEXT[lead.number_status]) : picked(lead) ? word('Picked') : '-';

/** A picked lead is dated by its last change (the pick), any other by its creation. */
const dateOf = (lead: SheetLead) => (picked(lead) ? lead.updatedAt : lead.createdAt);

/** A lead some picker was served, now or before (a waiting lead has no picker, docs/rules/claiming.md#d5.5). */
const served = (lead: SheetLead) => lead.attempts > 0 || lead.call_outcome !== null;

/** A picker's outcome, its serves and when it is due again (docs/rules/claiming.md#d5.5): the callback's or retry's time. */
const PICKING_COLUMNS: Column<SheetLead>[] = [
  {
    key: 'call_outcome',
    header: 'Outcome',
    // My Leads' own Outcome (what became of the lead) shows beside it.
    label: 'Call Outcome',
    text: (l, { word } = ENGLISH) => (l.call_outcome ? word(OUTCOME_LABELS[l.call_outcome]) : '-'),
    when: served,
  },
  {
    key: 'attempts',
    header: 'Attempts',
    text: (l) => (l.attempts > 0 ? String(l.attempts) : '-'),
    when: served,
  },
  {
    key: 'due_at',
    header: 'Callback',
    text: (l, { language } = ENGLISH) => formatDateTime(l.due_at, language),
    instant: (l) => l.due_at,
    when: served,
  },
];

/** The keys of the picking columns, for a list that chooses which start hidden. */
export const PICKING_COLUMN_KEYS = PICKING_COLUMNS.map((column) => column.key);

export const LEAD_COLUMNS: readonly Column<SheetLead>[] = [
  {
    key: 'date',
    header: 'Date & Time',
    text: (l, { language } = ENGLISH) => formatDateTime(dateOf(l), language),
    instant: dateOf,
  },
  // A stale lead is marked (docs/rules/claiming.md#d5.28); the column shows when some row is one.
  {
    key: 'stale',
    header: 'Age',
    text: (l, { word } = ENGLISH) => (l.stale ? word('Stale') : '-'),
    when: (l) => l.stale === true,
  },
  ...LISTED_FIELDS.map(field),
  ...personColumns('creator', 'Creator Name', 'Creator’s', "Creator's"),
  // A lead another tool created through an API key names the key (docs/rules/integrations.md#d15.6).
  {
    key: 'source',
    header: 'Source',
    text: (l, { word } = ENGLISH) => (l.sourceKey ? `${word('API key')}: ${l.sourceKey}` : '-'),
    when: (l) => Boolean(l.sourceKey),
  },
  ...personColumns('fetcher', 'Picker Name', 'Picker’s', "Picker's"),
  ...PICKING_COLUMNS,
  {
    key: 'number-status',
    header: 'Number Status',
    text: numberStatusText,
    when: picked,
    fixed: true,
  },
];

const called = (lead: SheetCalls) => lead.calls > 0;

/**
 * A lead's calls from Collect (docs/rules/claiming.md#d5.24), after the table's columns in a download only: how many,
 * and their talk time (mm:ss), when any row was called.
 */
export const LEAD_FILE_COLUMNS: readonly Column<SheetLead & SheetCalls>[] = [
  ...LEAD_COLUMNS,
  { key: 'calls', header: 'Calls', text: (l) => String(l.calls), when: called },
  { key: 'talk-time', header: 'Talk time', text: (l) => formatDuration(l.talkSeconds), when: called },
];
