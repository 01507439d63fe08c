/**
 * My Leads' columns: when she created the lead, its listed fields as every lead table shows them, and
 * what became of it. Her own name and group would repeat on every row, so they are left out.
 */
import { LISTED_FIELDS, type MyLead } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { LEAD_COLUMNS } from '../../shared/columns/lead-columns';
import type { TableColumn } from '../../ui/data-table';
import { OUTCOME_LABELS } from './outcomes';

const isListedField = (key: string) => (LISTED_FIELDS as readonly string[]).includes(key);

export const MY_LEAD_COLUMNS: readonly TableColumn<MyLead>[] = [
  { key: 'date', header: 'Date & Time', cell: (lead) => formatDateTime(lead.createdAt) },
  ...LEAD_COLUMNS.filter((column) => isListedField(column.key)).map((column) => ({
    ...column,
    cell: column.text,
  })),
  { key: 'outcome', header: 'Outcome', cell: (lead) => OUTCOME_LABELS[lead.outcome], fixed: true },
];
