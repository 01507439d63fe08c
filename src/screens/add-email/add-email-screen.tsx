/**
 * Add Only Email (docs/decisions.md#p52): find a lead by number and store the client's email on it. Only a
 * lead the signed-in picker claimed gets the form; for any other the reason shows instead.
 */
import type { FormEvent } from 'react';
import { useAddClientEmail } from '../../api/leads/add-client-email';
import { AddClientEmailInput, claimedBy, NOT_YOUR_RENTAL, type Rental } from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { useAuth } from '../../core/use-auth';
import { LeadDetails } from '../../shared/lead-lookup/lead-details';
import { NumberSearch } from '../../shared/lead-lookup/number-search';
import { useLeadSearch } from '../../shared/lead-lookup/use-number-search';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface AddEmailEvents {
  'client-email-added': { rental: Rental };
}

export function AddEmailScreen({ emit }: { emit: Emit<AddEmailEvents> }) {
  const search = useLeadSearch();
  const { lead } = search;
  const userId = useAuth((s) => s.user?._id);
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>Add Only Email</h1>
      </div>
      <NumberSearch search={search} />
      {lead && !claimedBy(lead, userId) ? (
        // A lead nobody claimed yet (the search refuses someone else's): saving would be refused.
        <p className="rl-card rl-error" role="alert" part="lead">
          {NOT_YOUR_RENTAL}
        </p>
      ) : lead ? (
        <section className="rl-card rl-stack" aria-label="Found lead" part="lead">
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(
      { id: lead._id, client_email: input.client_email },
      {
        onSuccess: (saved) => {
          toastSuccess('success');
          reset();
          onAdded(saved ?? { ...lead, client_email: input.client_email });
        },
        onError: (error) => {
          toastFailure(error, 'Failed');
          if (isApiError(error)) showErrors(error.errors);
        },
      },
    );
  };

  return (
    <form className="rl-stack" onSubmit={submit} noValidate aria-label="Client email" part="form">
      <TextField
        label="Client Email"
        type="email"
        autoComplete="off"
        value={values.client_email}
        error={errors.client_email}
        onChange={(v) => setField('client_email', v)}
      />
      <div className="rl-actions" part="actions">
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          Add Email
        </Button>
      </div>
    </form>
  );
}
