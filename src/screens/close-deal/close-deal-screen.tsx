/**
 * Deal Closing for a picker (spec section 2): search a lead by number, check its details, then close
 * its deal with the client's email, the payment method and a closing image. A lead that already has
 * a deal shows that deal instead of the form.
 */
import { useId, useState } from 'react';
import type { ClosedRental } from '../../contract';
import { messageOf } from '../../core/api-error';
import type { Emit } from '../../lib/define-widget';
import { SearchBox } from '../../ui/search-box';
import { CloseDealForm } from './close-deal-form';
import { ClosedDealNotice } from './closed-deal-notice';
import { DealLeadDetails } from './deal-lead-details';
import { SEARCH_FAILED, useDealSearch } from './use-deal-search';

export interface CloseDealProps {
  emit: Emit;
}

/** What happened to the found lead's deal in this widget, by lead id. */
type Outcome = { leadId: string; kind: 'closed' | 'conflict' };

export function CloseDealScreen({ emit }: CloseDealProps) {
  const search = useDealSearch();
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
      <div className="rl-page__head">
        <h1 id={headingId}>Deal Closing</h1>
      </div>
      <div className="rl-toolbar">
        <SearchBox
          label="Search by number"
          placeholder="Phone number, e.g. 507 555 1234"
          value={search.query}
          onSearch={search.search}
        />
      </div>
      {search.isPending ? (
        <p className="rl-row" role="status">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Searching...
        </p>
      ) : search.error ? (
        <p className="rl-card rl-error" role="alert">
          {messageOf(search.error, SEARCH_FAILED)}
        </p>
      ) : lead ? (
        <div className="rl-columns">
          {lead.closedRental || outcomeHere === 'conflict' ? (
            <ClosedDealNotice deal={lead.closedRental} justClosed={outcomeHere === 'closed'} />
          ) : (
            <CloseDealForm
              key={lead._id}
              lead={lead}
              onClosed={closed}
              onConflict={() => setOutcome({ leadId: lead._id, kind: 'conflict' })}
            />
          )}
          <section className="rl-card rl-stack" aria-label="Lead">
            <h2>Lead</h2>
            <DealLeadDetails lead={lead} />
          </section>
        </div>
      ) : (
        <p className="rl-muted">Search the phone number of a lead you picked to close its deal.</p>
      )}
    </section>
  );
}
