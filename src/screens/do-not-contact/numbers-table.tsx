/** The do-not-contact list's table: the number as every table shows one, why, who added it and when; Remove for the super-admin. */
import type { DoNotContactEntry } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';

const COLUMNS: readonly TableColumn<DoNotContactEntry>[] = [
  { key: 'number', header: 'Number', cell: (entry) => showNumber(entry.number) },
  { key: 'reason', header: 'Reason', cell: (entry) => entry.reason, wrap: true },
  { key: 'addedBy', header: 'Added By', cell: (entry) => entry.addedBy.name },
  { key: 'addedAt', header: 'Added', cell: (entry) => formatDateTime(entry.addedAt) },
];

interface NumbersTableProps {
  /** null while the first page loads. */
  entries: DoNotContactEntry[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The super-admin's: each row gets Remove. */
  onRemove: ((entry: DoNotContactEntry) => void) | null;
}

export function NumbersTable({ entries, labelledBy, onRemove }: NumbersTableProps) {
  const remove: TableColumn<DoNotContactEntry> = {
    key: 'actions',
    header: 'Actions',
    fixed: true,
    cell: (entry) => (
      <Button
        className="rl-btn--small"
        variant="danger"
        aria-label={`Remove ${showNumber(entry.number)}`}
        onClick={() => onRemove?.(entry)}
      >
        Remove
      </Button>
    ),
  };
  const columns = onRemove ? [...COLUMNS, remove] : COLUMNS;
  return <DataTable columns={columns} rows={entries} labelledBy={labelledBy} tableId="do-not-contact" />;
}
