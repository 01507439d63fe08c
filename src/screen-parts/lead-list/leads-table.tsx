/** The lead table: columns by what the rows hold, skeleton rows while the first page loads. */
import type { ReactNode } from 'react';
import type { Rental } from '../../contract';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { spokenColumns, type Voice, visibleColumns } from '../columns/columns';
import { LEAD_COLUMNS } from '../columns/lead-columns';

interface LeadsTableProps {
  /** null while the first page loads. */
  leads: Rental[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Names the viewer's column choice for this list. */
  tableId: string;
  /** The columns that start hidden for this viewer. */
  hiddenColumns: readonly string[];
  /** A row's actions, when the viewer has any (an admin's Merge…, docs/rules/leads.md#d5.15). */
  actions?: (lead: Rental) => ReactNode;
  /** The headers and cells in the reader's language. */
  voice: Voice;
}

export function LeadsTable({ leads, labelledBy, tableId, hiddenColumns, actions, voice }: LeadsTableProps) {
  const shown = visibleColumns(LEAD_COLUMNS, leads ?? []);
  const columns: TableColumn<Rental>[] = spokenColumns(shown, voice).map((column) => ({
    ...column,
    optional: hiddenColumns.includes(column.key),
  }));
  if (actions) columns.push({ key: 'actions', header: voice.word('Actions'), fixed: true, cell: actions });
  return <DataTable columns={columns} rows={leads} labelledBy={labelledBy} tableId={tableId} />;
}
