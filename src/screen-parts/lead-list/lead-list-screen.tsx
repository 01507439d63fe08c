/**
 * One lead list (All Leads or Picked Leads, docs/rules/screens.md): total, date range, search, the view's
 * filters, Download, the table and pages. Any change but the page goes back to page 1.
 */
import { type ReactNode, useId } from 'react';
import { type LeadQuery, useLeadPage } from '../../api/lead-lists/lead-list';
import { leadSearchError, NO_RENTAL_DATA, type Rental } from '../../contract';
import { useClock } from '../../lib/clock';
import { panamaDay } from '../../lib/panama-dates';
import { listsCatalog } from '../../locales/lists';
import { DateRange } from '../../ui/date-range';
import { ListBody } from '../../ui/list-body';
import { SearchBox } from '../../ui/search-box';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { useListState } from '../../ui/use-list-state';
import { useT } from '../../ui/use-t';
import { useVoice } from '../columns/use-voice';
import { DownloadButton } from '../download/download-button';
import { fileContents } from '../download/file-contents';
import { useExport } from '../download/use-export';
import { FilterSelects } from './filter-selects';
import { filterParams, initialFilterValues } from './lead-filters';
import type { LeadView } from './lead-view';
import { LeadsTable } from './leads-table';

interface LeadListScreenProps {
  view: LeadView;
  /** A row's actions, when the viewer has any (an admin's Merge…, docs/rules/leads.md#d5.15). */
  actions?: (lead: Rental) => ReactNode;
}

export function LeadListScreen({ view, actions }: LeadListScreenProps) {
  const clock = useClock();
  const t = useT(listsCatalog);
  const voice = useVoice();
  const { state, update, setPage, setFilter } = useListState({
    filters: initialFilterValues(view.filters),
    startDate: view.startsToday ? panamaDay(clock.now()) : '',
  });
  const filters: LeadQuery = {
    search: state.search,
    startDate: state.startDate,
    endDate: state.endDate,
    sort: view.sort,
    ...(filterParams(view.filters, state.filters) as LeadQuery),
  };
  const query = useLeadPage(view.list, { ...filters, page: state.page, limit: state.limit });
  const headingId = useId();
  const page = shownData(query);
  const rows = page?.result;
  const total = page?.countInfo.total;
  const download = useExport({
    open: (signal) => view.list.exportRows(filters, signal),
    sheet: 'leads',
    filePrefix: 'rentals',
    knownEmpty: total === 0 && !query.isPlaceholderData,
    nothingToDownload: NO_RENTAL_DATA,
  });

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{voice.word(view.title)}</h1>
        <TotalCounter count={total} />
      </div>
      <div className="rl-toolbar" part="toolbar">
        <SearchBox
          placeholder={t('lists.searchLeads')}
          value={state.search}
          onSearch={(search) => update({ search })}
          check={leadSearchError}
        />
        <DateRange startDate={state.startDate} endDate={state.endDate} onChange={update} />
        <FilterSelects filters={view.filters} values={state.filters} onChange={setFilter} voice={voice} />
        <DownloadButton
          state={download.state}
          onStart={download.start}
          onCancel={download.cancel}
          holds={fileContents('leads', page?.countInfo)}
        />
      </div>
      <ListBody query={query} loadingText={t('lists.loadingLeads')} list={{ state, update, setPage }}>
        <LeadsTable
          leads={rows ?? null}
          labelledBy={headingId}
          tableId={`leads-${view.title.toLowerCase().replaceAll(' ', '-')}`}
          hiddenColumns={view.hiddenColumns}
          actions={actions}
          voice={voice}
        />
      </ListBody>
    </section>
  );
}
