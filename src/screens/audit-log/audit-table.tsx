/**
 * The audit trail's table: when, who (name over role, and the address a sign-in came from), the action,
 * its target and what changed, in the reader's language.
 */
import { useMemo } from 'react';
import type { AuditEntry } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { changeText, roleText, targetText, whoText } from '../../screen-parts/columns/audit-text';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { type AuditWords, useAuditWords } from './audit-words';

const columnsIn = (words: AuditWords): readonly TableColumn<AuditEntry>[] => {
  const { t, say, language } = words;
  return [
    { key: 'at', header: t('audit.column.when'), cell: (entry) => formatDateTime(entry.at, language) },
    {
      key: 'who',
      header: t('audit.column.who'),
      cell: (entry) => (
        <>
          {whoText(entry)}
          {entry.actor ? <div className="rl-muted">{say(roleText(entry))}</div> : null}
          {entry.ip ? <div className="rl-muted">{t('audit.from', { ip: entry.ip })}</div> : null}
        </>
      ),
    },
    { key: 'action', header: t('audit.column.action'), cell: (entry) => t(`audit.action.${entry.action}`) },
    { key: 'target', header: t('audit.column.target'), cell: targetText, wrap: true },
    {
      key: 'change',
      header: t('audit.column.change'),
      cell: (entry) => changeText(entry, words),
      wrap: true,
    },
  ];
};

interface AuditTableProps {
  /** null while the first page loads. */
  entries: AuditEntry[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function AuditTable({ entries, labelledBy }: AuditTableProps) {
  const words = useAuditWords();
  const columns = useMemo(() => columnsIn(words), [words]);
  return <DataTable columns={columns} rows={entries} labelledBy={labelledBy} tableId="audit" wrapByDefault />;
}
