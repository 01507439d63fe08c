/**
 * `<rl-audit-log>`'s screen (docs/rules/audit.md, docs/rules/audit.md#d10.5): the audit trail newest first, filtered
 * by person, action, Panama days and, for the super-admin, one admin's group; a page at a time, with
 * Download of every matching entry as .xlsx.
 */
import { useId } from 'react';
import { exportAudit } from '../../api/audit/export-audit';
import { useAuditPage } from '../../api/audit/list-audit';
import { type AuditAction, type AuditListQuery, type AuthUser, NO_AUDIT_DATA } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { DownloadButton } from '../../screen-parts/download/download-button';
import { fileContents } from '../../screen-parts/download/file-contents';
import { useExport } from '../../screen-parts/download/use-export';
import { ListBody } from '../../ui/list-body';
import { NotForRole } from '../../ui/not-for-role';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { useListState } from '../../ui/use-list-state';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { useAuditWords } from './audit-words';
import { usePersonChoices } from './use-person-choices';

type Reader = AuthUser & { role: 'super-admin' | 'admin' };

export function AuditLogScreen() {
  const user = useAuth((s) => s.user);
  const reader = user?.role === 'super-admin' || user?.role === 'admin' ? (user as Reader) : null;
  return reader ? <AuditLog viewer={reader} /> : <NotForRole />;
}

function AuditLog({ viewer }: { viewer: Reader }) {
  const { t } = useAuditWords();
  const chooseGroup = viewer.role === 'super-admin';
  const { state, update, setPage, setFilter } = useListState({
    filters: { actorId: '', action: '', adminId: '' },
  });
  const filters: AuditListQuery = {
    startDate: state.startDate,
    endDate: state.endDate,
    actorId: state.filters.actorId,
    action: state.filters.action as AuditAction | '',
    ...(chooseGroup && { adminId: state.filters.adminId }),
  };
  const query = useAuditPage({ ...filters, page: state.page, limit: state.limit });
  const people = usePersonChoices(viewer);
  const headingId = useId();
  const page = shownData(query);
  const rows = page?.result;
  const total = page?.countInfo.total;
  const download = useExport({
    open: (signal) => exportAudit(filters, signal),
    sheet: 'audit',
    filePrefix: 'audit',
    knownEmpty: total === 0 && !query.isPlaceholderData,
    nothingToDownload: NO_AUDIT_DATA,
  });

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('audit.title')}</h1>
        <TotalCounter count={total} />
      </div>
      <AuditFilters
        filters={state.filters}
        onFilter={setFilter}
        days={{ startDate: state.startDate, endDate: state.endDate }}
        onDays={update}
        people={people}
        chooseGroup={chooseGroup}
      >
        <DownloadButton
          state={download.state}
          onStart={download.start}
          onCancel={download.cancel}
          holds={fileContents('audit', page?.countInfo)}
        />
      </AuditFilters>
      <ListBody query={query} loadingText={t('audit.loading')} list={{ state, update, setPage }}>
        <AuditTable entries={rows ?? null} labelledBy={headingId} />
      </ListBody>
    </section>
  );
}
