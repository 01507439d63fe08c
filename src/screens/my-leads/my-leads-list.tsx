/**
 * The creator's My Leads (docs/rules/lead-lists.md): total, search, date range, the Outcome filter, the
 * table of her leads with what became of each and Correct… on an unclaimed one, and pages; above it, the pickers'
 * proposed corrections. Any change but the page goes back to page 1.
 */
import { lazy, Suspense, useId } from 'react';
import { useMyLeads } from '../../api/lead-lists/list-my-leads';
import { leadSearchError, type MyLead } from '../../contract';
import { listsCatalog } from '../../locales/lists';
import { useVoice } from '../../screen-parts/columns/use-voice';
import { DataTable } from '../../ui/data-table';
import { DateRange } from '../../ui/date-range';
import { ListBody } from '../../ui/list-body';
import { SearchBox } from '../../ui/search-box';
import { SelectField } from '../../ui/select-field';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { listQuery, useListState } from '../../ui/use-list-state';
import { useT } from '../../ui/use-t';
import { myLeadColumns } from './my-leads-columns';
import { OUTCOME_CHOICES } from './outcomes';

// docs/rules/leads.md#d5.21: the corrections' parts load after the rows' first paint, so the element stays within
// its size budget (docs/benchmarks.md).
const CorrectionProposals = lazy(() =>
  import('./correction-proposals').then((module) => ({ default: module.CorrectionProposals })),
);
const MyLeadActions = lazy(() =>
  import('./my-lead-actions').then((module) => ({ default: module.MyLeadActions })),
);
const actionsOf = (lead: MyLead) => (
  <Suspense>
    <MyLeadActions lead={lead} />
  </Suspense>
);

export function MyLeadsList() {
  const { state, update, setPage, setFilter } = useListState({ filters: { outcome: '' } });
  const query = useMyLeads(listQuery(state));
  const headingId = useId();
  const t = useT(listsCatalog);
  const voice = useVoice();
  const page = shownData(query);
  const rows = page?.result;
  const total = page?.countInfo.total;

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('lists.myLeads')}</h1>
        <TotalCounter count={total} />
      </div>
      <Suspense>
        <CorrectionProposals />
      </Suspense>
      <div className="rl-toolbar" part="toolbar">
        <SearchBox
          placeholder={t('lists.searchMyLeads')}
          value={state.search}
          onSearch={(search) => update({ search })}
          check={leadSearchError}
        />
        <DateRange startDate={state.startDate} endDate={state.endDate} onChange={update} />
        <SelectField
          label={t('lists.outcome')}
          options={OUTCOME_CHOICES.map((choice) => ({ ...choice, label: voice.word(choice.label) }))}
          value={state.filters.outcome}
          onChange={(outcome) => setFilter('outcome', outcome)}
        />
      </div>
      <ListBody query={query} loadingText={t('lists.loadingMyLeads')} list={{ state, update, setPage }}>
        <DataTable
          columns={[
            ...myLeadColumns(voice),
            // docs/rules/leads.md#d5.21: Correct… on a lead no picker has claimed.
            {
              key: 'actions',
              header: voice.word('Actions'),
              fixed: true,
              cell: actionsOf,
            },
          ]}
          rows={rows ?? null}
          labelledBy={headingId}
          tableId="my-leads"
        />
      </ListBody>
    </section>
  );
}
