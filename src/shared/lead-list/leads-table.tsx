/** The lead table: columns by what the rows hold, skeleton rows while the first page loads. */
import type { ReactNode } from 'react';
import type { Rental } from '../../contract';
import { DataTable } from '../../ui/data-table';
import { visibleColumns } from '../columns/columns';
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
}

export function LeadsTable({ leads, labelledBy, tableId, hiddenColumns, actions }: LeadsTableProps) {
  const columns = visibleColumns(LEAD_COLUMNS, leads ?? []).map((column) => ({
    ...column,
    cell: column.text as (lead: Rental) => ReactNode,
    optional: hiddenColumns.includes(column.key),
  }));
  if (actions)
    columns.push({
      key: 'actions',
      header: 'Actions',
      fixed: true,
      cell: actions,
    } as (typeof columns)[number]);
  return <DataTable columns={columns} rows={leads} labelledBy={labelledBy} tableId={tableId} />;
}
