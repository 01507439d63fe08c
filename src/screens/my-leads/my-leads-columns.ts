/**
 * My Leads' columns: when she created the lead, its listed fields and what the picking did (its
 * picker's outcome, attempts and callback) as every lead table shows them, and what became of it. Her
 * own name and group would repeat on every row, so they are left out. Said in the reader's language.
 */
import { LISTED_FIELDS, type MyLead } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { spokenColumns, type Voice } from '../../screen-parts/columns/columns';
import { LEAD_COLUMNS, PICKING_COLUMN_KEYS } from '../../screen-parts/columns/lead-columns';
import type { TableColumn } from '../../ui/data-table';
import { OUTCOME_LABELS } from './outcomes';

const isShared = (key: string) =>
  (LISTED_FIELDS as readonly string[]).includes(key) || PICKING_COLUMN_KEYS.includes(key);

/**
 * Shown with the Columns button: with them the row would pass 1280 px (docs/rules/screens.md). The picker's Call
 * Outcome too, since the row has its Actions (docs/rules/leads.md#d5.21): the Outcome says what became of the lead.
 */
const HIDDEN = ['call_outcome', 'attempts', 'due_at'];

export const myLeadColumns = (voice: Voice): TableColumn<MyLead>[] => [
  {
    key: 'date',
    header: voice.word('Date & Time'),
    cell: (lead) => formatDateTime(lead.createdAt, voice.language),
  },
  ...spokenColumns(
    LEAD_COLUMNS.filter((column) => isShared(column.key)),
    voice,
  ).map((column) => ({ ...column, optional: HIDDEN.includes(column.key) })),
  {
    key: 'outcome',
    header: voice.word('Outcome'),
    cell: (lead) => voice.word(OUTCOME_LABELS[lead.outcome]),
    fixed: true,
  },
];
