/**
 * The deal list (docs/rules/deals.md, "Screens"): one screen whose variant follows the signed-in
 * role, with the total, status (and payment) filters, a date range, search, the table, the closing
 * image dialog, the status confirmation and pages.
 */
import { useId, useState } from 'react';
import { useDeals } from '../../api/deals/list-deals';
import type { ClosedRental, FinalCloseInput, Role } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { dealsCatalog } from '../../locales/deals';
import { DateRange } from '../../ui/date-range';
import type { Emit } from '../../ui/define-widget';
import { ListBody } from '../../ui/list-body';
import { SearchBox } from '../../ui/search-box';
import { shownData } from '../../ui/shown-data';
import { TotalCounter } from '../../ui/total-counter';
import { listQuery, useListState } from '../../ui/use-list-state';
import { usePageStepBack } from '../../ui/use-page-step-back';
import { useT } from '../../ui/use-t';
import { ClosingImageDialog } from './closing-image-dialog';
import { DealFilters, type DealFilterValues } from './deal-filters';
import { DealStatusDialog, type StatusChoice } from './deal-status-dialog';
import { type DealVariant, dealVariantOf } from './deal-variants';
import { DealsTable } from './deals-table';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface DealListEvents {
  'deal-status-changed': { _id: string; status: FinalCloseInput['status'] };
}

export interface DealListProps {
  emit: Emit<DealListEvents>;
}

export function DealListScreen({ emit }: DealListProps) {
  const user = useAuth((s) => s.user);
  const variant = dealVariantOf(user);
  const t = useT(dealsCatalog);
  if (!user || !variant) {
    return (
      <p className="rl-card rl-error" role="alert">
        {t('deals.noAccess')}
      </p>
    );
  }
  // Keyed by user, so someone else signing in starts from fresh filters.
  return <DealList key={user._id} role={user.role} variant={variant} emit={emit} />;
}

interface DealListBodyProps {
  role: Role;
  variant: DealVariant;
  emit: Emit<DealListEvents>;
}

function DealList({ role, variant, emit }: DealListBodyProps) {
  const { state, update, setPage, setFilter } = useListState<DealFilterValues>({
    filters: { status: '', payment_method: '' },
  });
  const query = useDeals(role, listQuery(state));
  const [imageOf, setImageOf] = useState<ClosedRental | null>(null);
  const [choice, setChoice] = useState<StatusChoice | null>(null);
  const headingId = useId();
  const t = useT(dealsCatalog);
  const rows = shownData(query)?.result;
  const totalPages = query.data?.countInfo.totalPage ?? 0;

  // A status change can empty the last page of a filtered list.
  usePageStepBack(rows, totalPages, state.page, setPage);

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        {/* One name for the one list, whatever the role; the picker's form is Deal Closing. */}
        <h1 id={headingId}>{t('deals.title')}</h1>
        <TotalCounter count={query.data?.countInfo.total} />
      </div>
      <div className="rl-toolbar">
        <SearchBox
          placeholder={t('deals.search')}
          value={state.search}
          onSearch={(search) => update({ search })}
        />
        <DealFilters
          filters={state.filters}
          hasPaymentFilter={variant.hasPaymentFilter}
          onChange={setFilter}
        />
        <DateRange startDate={state.startDate} endDate={state.endDate} onChange={update} />
      </div>

      <ListBody query={query} loadingText={t('deals.loading')} list={{ state, update, setPage }}>
        <DealsTable
          deals={rows ?? null}
          labelledBy={headingId}
          canChangeStatus={variant.canChangeStatus}
          hiddenColumns={variant.hiddenColumns}
          onViewImage={setImageOf}
          onChooseStatus={(deal, status) => setChoice({ deal, status })}
        />
      </ListBody>

      <ClosingImageDialog deal={imageOf} onClose={() => setImageOf(null)} />
      <DealStatusDialog
        choice={choice}
        onClose={() => setChoice(null)}
        onChanged={({ deal, status }) => {
          setChoice(null);
          emit('deal-status-changed', { _id: deal._id, status });
        }}
      />
    </section>
  );
}
