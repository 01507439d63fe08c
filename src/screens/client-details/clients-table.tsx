/** Client Details' table: one row per picked lead with its client's details, skeleton rows while loading. */
import type { Rental } from '../../contract';
import { CLIENT_COLUMNS } from '../../screen-parts/columns/client-columns';
import { spokenColumns } from '../../screen-parts/columns/columns';
import { useVoice } from '../../screen-parts/columns/use-voice';
import { DataTable } from '../../ui/data-table';

interface ClientsTableProps {
  /** null while the first page loads. */
  leads: Rental[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function ClientsTable({ leads, labelledBy }: ClientsTableProps) {
  // The flat's details start hidden: the list is for reaching clients (docs/rules/screens.md, "Lists").
  const columns = spokenColumns(CLIENT_COLUMNS, useVoice()).map((column) => ({
    ...column,
    optional: column.key === 'House/Apt Details',
  }));
  return <DataTable columns={columns} rows={leads} labelledBy={labelledBy} tableId="clients" />;
}
