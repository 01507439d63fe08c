/**
 * The audit trail's table: when, who (name over role, and the address a sign-in came from), the action,
 * its target and what changed.
 */
import type { AuditEntry } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import {
  ACTION_LABELS,
  changeText,
  fromText,
  roleText,
  targetText,
  whoText,
} from '../../shared/columns/audit-text';
import { DataTable, type TableColumn } from '../../ui/data-table';

const COLUMNS: readonly TableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'who',
    header: 'Who',
    cell: (entry) => {
      const from = fromText(entry);
      return (
        <>
          {whoText(entry)}
          {entry.actor ? <div className="rl-muted">{roleText(entry)}</div> : null}
          {from ? <div className="rl-muted">{from}</div> : null}
        </>
      );
    },
  },
  { key: 'action', header: 'Action', cell: (entry) => ACTION_LABELS[entry.action] },
  { key: 'target', header: 'Target', cell: targetText, wrap: true },
  { key: 'change', header: 'Change', cell: changeText, wrap: true },
];

interface AuditTableProps {
  /** null while the first page loads. */
  entries: AuditEntry[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function AuditTable({ entries, labelledBy }: AuditTableProps) {
  return <DataTable columns={COLUMNS} rows={entries} labelledBy={labelledBy} tableId="audit" wrapByDefault />;
}
