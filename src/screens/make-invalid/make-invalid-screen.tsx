/**
 * Make Invalid (docs/decisions.md#p52): find a lead by number, confirm, and mark its number invalid for good.
 * A lead nobody claimed yet comes without personal details (docs/decisions.md#p52); someone else's is refused by the search.
 */
import { useState } from 'react';
import { useMakeInvalid } from '../../api/leads/make-invalid';
import { claimedBy, type Rental } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { LeadDetails } from '../../shared/lead-lookup/lead-details';
import { NumberSearch } from '../../shared/lead-lookup/number-search';
import { useLeadSearch } from '../../shared/lead-lookup/use-number-search';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { Dialog } from '../../ui/dialog';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface MakeInvalidEvents {
  'lead-invalidated': { rental: Rental };
}

export function MakeInvalidScreen({ emit }: { emit: Emit<MakeInvalidEvents> }) {
  usePhoneMetadata();
  const search = useLeadSearch();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMakeInvalid();
  const { lead } = search;
  const userId = useAuth((s) => s.user?._id);

  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) setConfirming(false);
  };
  const confirm = () => {
    if (!lead) return;
    mutation.mutate(lead._id, {
      onSuccess: (saved) => {
        const rental = saved ?? { ...lead, number_status: 'invalid' as const };
        search.setLead(rental);
        setConfirming(false);
        toastSuccess('success');
        emit('lead-invalidated', { rental });
      },
      onError: (error) => toastFailure(error, 'Failed'),
    });
  };

  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>Make Invalid</h1>
      </div>
      <NumberSearch search={search} />
      {lead ? (
        <section className="rl-card rl-stack" aria-label="Found lead" part="lead">
          <LeadDetails lead={lead} />
          {claimedBy(lead, userId) ? null : (
            <p className="rl-muted">Not fetched by you: the client's details are not shown.</p>
          )}
          {lead.number_status === 'invalid' ? (
            <p className="rl-notice rl-card" role="status">
              This number is already marked invalid.
            </p>
          ) : (
            <div className="rl-actions" part="actions">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Invalid
              </Button>
            </div>
          )}
        </section>
      ) : null}
      <Dialog
        open={confirming && lead !== null}
        kicker="Confirm!"
        title="Mark Number Invalid"
        onClose={close}
      >
        <p>
          Mark <strong>{lead && showNumber(lead.number)}</strong>
          {lead?.client_name ? ` (${lead.client_name})` : ''} as invalid? This cannot be undone: the lead
          never returns to the pool.
        </p>
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
            Make Invalid
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
