/**
 * Deal Closing for a picker (docs/decisions.md#p17, docs/decisions.md#p56): search a lead by number, check its details, then close
 * its deal with the client's email, the payment method and a closing image. A lead that already has
 * a deal shows that deal instead of the form, and a lead whose number is invalid says it takes none.
 */
import { useId, useState } from 'react';
import { useFindDealLead } from '../../api/deals/find-lead';
import type { ClosedRental } from '../../contract';
import { formsCatalog } from '../../locales/forms';
import { CloseDealForm } from '../../screen-parts/close-deal/close-deal-form';
import { ClosedDealNotice } from '../../screen-parts/close-deal/closed-deal-notice';
import { InvalidNumberNotice } from '../../screen-parts/close-deal/invalid-number-notice';
import { LeadSummaryDetails } from '../../screen-parts/lead-lookup/lead-details';
import { NumberSearch } from '../../screen-parts/lead-lookup/number-search';
import { useNumberSearch } from '../../screen-parts/lead-lookup/use-number-search';
import type { Emit } from '../../ui/define-widget';
import { useT } from '../../ui/use-t';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface CloseDealEvents {
  'deal-closed': { deal: ClosedRental };
}

export interface CloseDealProps {
  emit: Emit<CloseDealEvents>;
}

/** What happened to the found lead's deal in this widget, by lead id. */
type Outcome = { leadId: string; kind: 'closed' | 'conflict' };

export function CloseDealScreen({ emit }: CloseDealProps) {
  const t = useT(formsCatalog);
  const search = useNumberSearch(useFindDealLead(), t('forms.fetchFailed'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const { lead } = search;
  const outcomeHere = lead && outcome?.leadId === lead._id ? outcome.kind : null;

  const closed = (deal: ClosedRental) => {
    if (!lead) return;
    search.setLead({ ...lead, closedRental: deal });
    setOutcome({ leadId: lead._id, kind: 'closed' });
    emit('deal-closed', { deal });
  };

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>{t('forms.dealClosing')}</h1>
      </div>
      <NumberSearch search={search} hint={t('forms.searchHint')} />
      {lead ? (
        <div className="rl-columns">
          {lead.closedRental || outcomeHere === 'conflict' ? (
            <ClosedDealNotice deal={lead.closedRental} justClosed={outcomeHere === 'closed'} />
          ) : lead.number_status === 'invalid' ? (
            <InvalidNumberNotice />
          ) : (
            <CloseDealForm
              key={lead._id}
              lead={lead}
              onClosed={closed}
              onConflict={() => setOutcome({ leadId: lead._id, kind: 'conflict' })}
              onInvalidNumber={() => search.setLead({ ...lead, number_status: 'invalid' })}
            />
          )}
          <section className="rl-card rl-stack" aria-label={t('forms.lead')}>
            <h2>{t('forms.lead')}</h2>
            <LeadSummaryDetails lead={lead} />
          </section>
        </div>
      ) : null}
    </section>
  );
}
