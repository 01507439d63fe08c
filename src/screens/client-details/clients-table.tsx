/** Client Details' table: one row per picked lead with its client's details, skeleton rows while loading. */
import type { Rental } from '../../contract';
import { CLIENT_COLUMNS } from '../../shared/columns/client-columns';
import { DataTable } from '../../ui/data-table';

// The flat's details start hidden: the list is for reaching clients (docs/rules/screens.md, "Lists").
const COLUMNS = CLIENT_COLUMNS.map((column) => ({
  ...column,
  cell: column.text,
  optional: column.key === 'House/Apt Details',
}));

interface ClientsTableProps {
  /** null while the first page loads. */
  leads: Rental[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function ClientsTable({ leads, labelledBy }: ClientsTableProps) {
  return <DataTable columns={COLUMNS} rows={leads} labelledBy={labelledBy} tableId="clients" />;
}
