/**
 * Add Only Email (docs/decisions.md#p52): find a lead by number and store the client's email on it. Only a
 * lead the signed-in picker claimed gets the form; for any other the reason shows instead.
 */
import type { FormEvent } from 'react';
import { useAddClientEmail } from '../../api/leads/add-client-email';
import { AddClientEmailInput, claimedBy, type Rental } from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { pickerCatalog } from '../../locales/picker';
import { LeadDetails } from '../../screen-parts/lead-lookup/lead-details';
import { NumberSearch } from '../../screen-parts/lead-lookup/number-search';
import { useLeadSearch } from '../../screen-parts/lead-lookup/use-number-search';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface AddEmailEvents {
  'client-email-added': { rental: Rental };
}

export function AddEmailScreen({ emit }: { emit: Emit<AddEmailEvents> }) {
  const t = useT(pickerCatalog);
  const search = useLeadSearch();
  const { lead } = search;
  const userId = useAuth((s) => s.user?._id);
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>{t('picker.addOnlyEmail')}</h1>
      </div>
      <NumberSearch search={search} />
      {lead && !claimedBy(lead, userId) ? (
        // A lead nobody claimed yet (the search refuses someone else's): saving would be refused.
        <p className="rl-card rl-error" role="alert" part="lead">
          {t('picker.notYourRental')}
        </p>
      ) : lead ? (
        <section className="rl-card rl-stack" aria-label={t('picker.foundLead')} part="lead">
          <LeadDetails lead={lead} />
          {/* Keyed by lead: another lead starts from an empty, error-free form. */}
          <EmailForm
            key={lead._id}
            lead={lead}
            onAdded={(rental) => {
              search.setLead(rental);
              emit('client-email-added', { rental });
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

function EmailForm({ lead, onAdded }: { lead: Rental; onAdded: (rental: Rental) => void }) {
  const { values, errors, setField, validate, showErrors, reset } = useContractForm(AddClientEmailInput, {
    client_email: '',
  });
  const mutation = useAddClientEmail();
  const t = useT(pickerCatalog);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(
      { id: lead._id, client_email: input.client_email },
      {
        onSuccess: (saved) => {
          toastSuccess(t('picker.success'));
          reset();
          onAdded(saved ?? { ...lead, client_email: input.client_email });
        },
        onError: (error) => {
          toastFailure(error, t('picker.failed'));
          if (isApiError(error)) showErrors(error.errors);
        },
      },
    );
  };

  return (
    <form
      className="rl-stack"
      onSubmit={submit}
      noValidate
      aria-label={t('picker.clientEmailForm')}
      part="form"
    >
      <TextField
        label={t('picker.clientEmail')}
        type="email"
        autoComplete="off"
        value={values.client_email}
        error={errors.client_email}
        onChange={(v) => setField('client_email', v)}
      />
      <div className="rl-actions" part="actions">
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {t('picker.addEmail')}
        </Button>
      </div>
    </form>
  );
}
