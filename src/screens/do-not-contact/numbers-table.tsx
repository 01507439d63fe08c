/** The do-not-contact list's table: the number as every table shows one, why, who added it and when; Remove for the super-admin. */
import type { DoNotContactEntry } from '../../contract';
import type { Language } from '../../contract/i18n';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { dncCatalog } from '../../locales/dnc';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { useLanguage } from '../../ui/language';
import { type Translate, useT } from '../../ui/use-t';

const columnsIn = (
  t: Translate<keyof typeof dncCatalog.en>,
  language: Language,
): TableColumn<DoNotContactEntry>[] => [
  { key: 'number', header: t('dnc.number'), cell: (entry) => showNumber(entry.number) },
  {
    key: 'reason',
    header: t('dnc.reason'),
    // A reason the system wrote in the reader's language (docs/rules/do-not-contact.md#d5.13); a typed one as typed.
    cell: (entry) => (entry.reasonCode ? t(`dnc.systemReason.${entry.reasonCode}`) : entry.reason),
    wrap: true,
  },
  { key: 'addedBy', header: t('dnc.addedBy'), cell: (entry) => entry.addedBy.name },
  { key: 'addedAt', header: t('dnc.addedAt'), cell: (entry) => formatDateTime(entry.addedAt, language) },
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
  const t = useT(dncCatalog);
  const language = useLanguage();
  const remove: TableColumn<DoNotContactEntry> = {
    key: 'actions',
    header: t('dnc.actions'),
    fixed: true,
    cell: (entry) => (
      <Button
        className="rl-btn--small"
        variant="danger"
        aria-label={t('dnc.removeNamed', { number: showNumber(entry.number) })}
        onClick={() => onRemove?.(entry)}
      >
        {t('dnc.remove')}
      </Button>
    ),
  };
  const columns = onRemove ? [...columnsIn(t, language), remove] : columnsIn(t, language);
  return <DataTable columns={columns} rows={entries} labelledBy={labelledBy} tableId="do-not-contact" />;
}
