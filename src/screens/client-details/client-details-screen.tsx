/**
 * `<rl-client-details>`'s screen (docs/rules/lead-lists.md, "Screens"): the picked leads' clients as
 * searchable cards, latest update first, with a date range, pages and Download.
 */
import { useId } from 'react';
import { type LeadQuery, useLeadPage } from '../../api/lead-lists/lead-list';
import { listClients } from '../../api/lead-lists/list-clients';
import { leadSearchError, NO_RENTAL_DATA } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { listsCatalog } from '../../locales/lists';
import { DownloadButton } from '../../screen-parts/download/download-button';
import { fileContents } from '../../screen-parts/download/file-contents';
import { useExport } from '../../screen-parts/download/use-export';
import { DateRange } from '../../ui/date-range';
import { ListBody } from '../../ui/list-body';
import { NotForRole } from '../../ui/not-for-role';
import { SearchBox } from '../../ui/search-box';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { useListState } from '../../ui/use-list-state';
import { useT } from '../../ui/use-t';
import { ClientsTable } from './clients-table';

export function ClientDetailsScreen() {
  const user = useAuth((s) => s.user);
  const allowed =
    user?.role === 'super-admin' ||
    user?.role === 'admin' ||
    (user?.role === 'team-leader' && user.assignFor === 'rental-picker');
  return allowed ? <ClientDetails /> : <NotForRole />;
}

function ClientDetails() {
  const t = useT(listsCatalog);
  const { state, update, setPage } = useListState({ filters: {} });
  const filters: LeadQuery = {
    search: state.search,
    startDate: state.startDate,
    endDate: state.endDate,
    sort: '-updatedAt',
  };
  const query = useLeadPage(listClients, { ...filters, page: state.page, limit: state.limit });
  const headingId = useId();

  // A failed refetch keeps the old data in the cache; the error, not stale cards, is what to show.
  const page = shownData(query);
  const rows = page?.result;
  const total = page?.countInfo.total;
  const download = useExport({
    open: (signal) => listClients.exportRows(filters, signal),
    sheet: 'clients',
    filePrefix: 'rentalDetails',
    knownEmpty: total === 0 && !query.isPlaceholderData,
    nothingToDownload: NO_RENTAL_DATA,
  });

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('lists.clientDetails')}</h1>
        <TotalCounter count={total} />
      </div>
      <div className="rl-toolbar" part="toolbar">
        <SearchBox
          placeholder={t('lists.searchClients')}
          value={state.search}
          onSearch={(search) => update({ search })}
          check={leadSearchError}
        />
        <DateRange startDate={state.startDate} endDate={state.endDate} onChange={update} />
        <DownloadButton
          state={download.state}
          onStart={download.start}
          onCancel={download.cancel}
          holds={fileContents('clients', page?.countInfo)}
        />
      </div>
      <ListBody query={query} loadingText={t('lists.loadingClients')} list={{ state, update, setPage }}>
        <ClientsTable leads={rows ?? null} labelledBy={headingId} />
      </ListBody>
    </section>
  );
}
