/**
 * The import history (docs/rules/uploads.md, docs/rules/uploads.md#d5.7): who imported which file when, what it
 * inserted and skipped, newest first a page at a time, with Revert (asked first) and, once reverted,
 * how many leads went and stayed. Loaded apart from the screen's first paint.
 */
import { useId, useState } from 'react';
import { useImportsPage } from '../../api/uploads/list-imports';
import { type LeadImport, type RevertResult, revertedMessage } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { Button } from '../../ui/button';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { ListBody } from '../../ui/list-body';
import { shownData } from '../../ui/shown-data';
import { useListState } from '../../ui/use-list-state';
import { usePageStepBack } from '../../ui/use-page-step-back';
import { RevertImportDialog } from './revert-import-dialog';

const SOURCES: Record<LeadImport['source'], string> = { bulk: 'As leads', 'for-use': 'Into the pool' };

const COLUMNS: readonly TableColumn<LeadImport>[] = [
  { key: 'uploadedBy', header: 'Who', cell: (entry) => entry.uploadedBy.name },
  { key: 'uploadedAt', header: 'When', cell: (entry) => formatDateTime(entry.uploadedAt) },
  { key: 'fileName', header: 'File', cell: (entry) => entry.fileName, wrap: true },
  { key: 'source', header: 'Imported', cell: (entry) => SOURCES[entry.source] },
  { key: 'inserted', header: 'Inserted', cell: (entry) => entry.inserted },
  { key: 'skipped', header: 'Skipped', cell: (entry) => entry.skipped },
];

interface ImportHistoryProps {
  onReverted: (entry: LeadImport, result: RevertResult) => void;
}

export function ImportHistory({ onReverted }: ImportHistoryProps) {
  const { state, update, setPage } = useListState({ filters: {} });
  const query = useImportsPage({ page: state.page, limit: state.limit });
  const [reverting, setReverting] = useState<LeadImport | null>(null);
  const headingId = useId();
  const rows = shownData(query)?.result;
  usePageStepBack(rows, query.data?.countInfo.totalPage ?? 0, state.page, setPage);

  const actions: TableColumn<LeadImport> = {
    key: 'actions',
    header: 'Revert',
    fixed: true,
    cell: (entry) =>
      entry.reverted ? (
        <span>Reverted ({revertedMessage(entry.reverted)})</span>
      ) : entry.inserted === 0 ? null : (
        <Button
          className="rl-btn--small"
          variant="danger"
          aria-label={`Revert ${entry.fileName} of ${formatDateTime(entry.uploadedAt)}`}
          onClick={() => setReverting(entry)}
        >
          Revert
        </Button>
      ),
  };

  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId} part="history">
      <h2 id={headingId}>Import history</h2>
      <ListBody query={query} loadingText="Loading the import history…" list={{ state, update, setPage }}>
        <DataTable
          columns={[...COLUMNS, actions]}
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
