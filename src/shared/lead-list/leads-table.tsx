/** The lead table: columns by what the rows hold, skeleton rows while the first page loads. */
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
}

export function LeadsTable({ leads, labelledBy, tableId, hiddenColumns }: LeadsTableProps) {
  const columns = visibleColumns(LEAD_COLUMNS, leads ?? []).map((column) => ({
    ...column,
    cell: column.text,
    optional: hiddenColumns.includes(column.key),
  }));
  return <DataTable columns={columns} rows={leads} labelledBy={labelledBy} tableId={tableId} />;
}
