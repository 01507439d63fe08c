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
import { pickerCatalog } from '../../locales/picker';
import { LeadDetails } from '../../screen-parts/lead-lookup/lead-details';
import { NumberSearch } from '../../screen-parts/lead-lookup/number-search';
import { useLeadSearch } from '../../screen-parts/lead-lookup/use-number-search';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { Dialog } from '../../ui/dialog';
import { Emphasis } from '../../ui/emphasis';
import { useT } from '../../ui/use-t';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface MakeInvalidEvents {
  'lead-invalidated': { rental: Rental };
}

export function MakeInvalidScreen({ emit }: { emit: Emit<MakeInvalidEvents> }) {
  usePhoneMetadata();
  const t = useT(pickerCatalog);
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
        toastSuccess(t('picker.success'));
        emit('lead-invalidated', { rental });
      },
      onError: (error) => toastFailure(error, t('picker.failed')),
    });
  };

  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>{t('picker.makeInvalid')}</h1>
      </div>
      <NumberSearch search={search} />
      {lead ? (
        <section className="rl-card rl-stack" aria-label={t('picker.foundLead')} part="lead">
          <LeadDetails lead={lead} />
          {claimedBy(lead, userId) ? null : <p className="rl-muted">{t('picker.notYours')}</p>}
          {lead.number_status === 'invalid' ? (
            <p className="rl-notice rl-card" role="status">
              {t('picker.alreadyInvalid')}
            </p>
          ) : (
            <div className="rl-actions" part="actions">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('picker.invalid')}
              </Button>
            </div>
          )}
        </section>
      ) : null}
      <Dialog
        open={confirming && lead !== null}
        kicker={t('picker.confirm')}
        title={t('picker.markInvalidTitle')}
        onClose={close}
      >
        {lead ? (
          <p>
            <Emphasis
              text={
                lead.client_name
                  ? t('picker.markInvalidQuestionNamed', {
                      number: showNumber(lead.number),
                      name: lead.client_name,
                    })
                  : t('picker.markInvalidQuestion', { number: showNumber(lead.number) })
              }
            />
          </p>
        ) : null}
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            {t('picker.cancel')}
          </Button>
          <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
            {t('picker.makeInvalid')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
