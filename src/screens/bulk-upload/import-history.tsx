/**
 * The import history (docs/rules/uploads.md, docs/rules/uploads.md#d5.7): who imported which file when, what it
 * inserted and skipped, newest first a page at a time, with Revert (asked first) and, once reverted,
 * how many leads went and stayed. Loaded apart from the screen's first paint.
 */
import { useId, useState } from 'react';
import { useImportsPage } from '../../api/uploads/list-imports';
import type { LeadImport, RevertResult } from '../../contract';
import type { Language } from '../../contract/i18n';
import { formatDateTime } from '../../lib/panama-dates';
import { uploadsCatalog } from '../../locales/uploads';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { useLanguage } from '../../ui/language';
import { ListBody } from '../../ui/list-body';
import { shownData } from '../../ui/shown-data';
import { useListState } from '../../ui/use-list-state';
import { usePageStepBack } from '../../ui/use-page-step-back';
import { type Translate, useT } from '../../ui/use-t';
import { RevertImportDialog } from './revert-import-dialog';

type UploadsId = keyof typeof uploadsCatalog.en;

const SOURCES: Record<LeadImport['source'], UploadsId> = {
  bulk: 'uploads.asLeads',
  'for-use': 'uploads.intoPool',
};

const columnsIn = (t: Translate<UploadsId>, language: Language): TableColumn<LeadImport>[] => [
  { key: 'uploadedBy', header: t('uploads.who'), cell: (entry) => entry.uploadedBy.name },
  {
    key: 'uploadedAt',
    header: t('uploads.when'),
    cell: (entry) => formatDateTime(entry.uploadedAt, language),
  },
  { key: 'fileName', header: t('uploads.file'), cell: (entry) => entry.fileName, wrap: true },
  { key: 'source', header: t('uploads.importedAs'), cell: (entry) => t(SOURCES[entry.source]) },
  { key: 'inserted', header: t('uploads.inserted'), cell: (entry) => entry.inserted },
  { key: 'skipped', header: t('uploads.skipped'), cell: (entry) => entry.skipped },
];

interface ImportHistoryProps {
  onReverted: (entry: LeadImport, result: RevertResult) => void;
}

export function ImportHistory({ onReverted }: ImportHistoryProps) {
  const t = useT(uploadsCatalog);
  const language = useLanguage();
  const { state, update, setPage } = useListState({ filters: {} });
  const query = useImportsPage({ page: state.page, limit: state.limit });
  const [reverting, setReverting] = useState<LeadImport | null>(null);
  const headingId = useId();
  const rows = shownData(query)?.result;
  usePageStepBack(rows, query.data?.countInfo.totalPage ?? 0, state.page, setPage);

  const actions: TableColumn<LeadImport> = {
    key: 'actions',
    header: t('uploads.revert'),
    fixed: true,
    cell: (entry) =>
      entry.reverted ? (
        <span>{t('uploads.reverted', { removed: entry.reverted.removed, kept: entry.reverted.kept })}</span>
      ) : entry.inserted === 0 ? null : (
        <Button
          className="rl-btn--small"
          variant="danger"
          aria-label={t('uploads.revertNamed', {
            file: entry.fileName,
            when: formatDateTime(entry.uploadedAt, language),
          })}
          onClick={() => setReverting(entry)}
        >
          {t('uploads.revert')}
        </Button>
      ),
  };

  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId} part="history">
      <h2 id={headingId}>{t('uploads.historyTitle')}</h2>
      <ListBody query={query} loadingText={t('uploads.historyLoading')} list={{ state, update, setPage }}>
        <DataTable
          columns={[...columnsIn(t, language), actions]}
          rows={rows ?? null}
          labelledBy={headingId}
          tableId="imports"
        />
      </ListBody>
      {reverting ? (
        <RevertImportDialog
          entry={reverting}
          onClose={() => setReverting(null)}
          onReverted={(entry, result) => {
            setReverting(null);
            onReverted(entry, result);
          }}
        />
      ) : null}
    </section>
  );
}
