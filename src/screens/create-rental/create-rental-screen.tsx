/** The creator's rental form (docs/rules/screens.md, docs/rules/leads.md) with today's counts beside it. */
import type { FormEvent } from 'react';
import { useCreateLead } from '../../api/leads/create-lead';
import { CreateRentalInput, INVALID_NUMBER, leadsApi, type Rental } from '../../contract';
import { isApiError } from '../../core/api-error';
import { dismissToast, toastFailure, toastLoading, toastSuccess } from '../../core/toaster';
import { isWholeNumber, usePhoneMetadata } from '../../lib/phone';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { EMPTY_RENTAL, RENTAL_FIELDS } from './rental-fields';
import { TodayCounts } from './today-counts';

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface CreateRentalEvents {
  'rental-created': { rental: Rental };
}

export function CreateRentalScreen({ emit }: { emit: Emit<CreateRentalEvents> }) {
  usePhoneMetadata();
  const { values, errors, setField, validate, showErrors, reset } = useContractForm(
    CreateRentalInput,
    EMPTY_RENTAL,
  );
  const mutation = useCreateLead();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    // The server's phone rule, in the page's country (rl-phone-country), before asking.
    if (!isWholeNumber(input.number)) {
      showErrors([{ path: 'number', message: INVALID_NUMBER }]);
      return;
    }
    // A blank screenshot link is left out rather than stored as an empty string.
    const { ss_link, ...required } = input;
    const toastId = toastLoading('Creating...');
    mutation.mutate(ss_link ? input : required, {
      onSuccess: ({ data }) => {
        toastSuccess(leadsApi.create.success!);
        reset();
        emit('rental-created', { rental: data });
      },
      onError: (error) => {
        toastFailure(error, 'Something went wrong');
        if (!isApiError(error)) return;
        // Rule D5: a 409 here is always the duplicate number; it belongs under that field.
        if (error.status === 409) showErrors([{ path: 'number', message: error.message }]);
        else showErrors(error.errors);
      },
      onSettled: () => dismissToast(toastId),
    });
  };

  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>Create Rental</h1>
      </div>
      <div className="rl-columns">
        <form className="rl-card rl-stack" onSubmit={submit} noValidate aria-label="Rental" part="form">
          <div className="rl-form-grid" part="fields">
            {RENTAL_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                type={field.type ?? 'text'}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(value) => setField(field.name, value)}
              />
            ))}
          </div>
          <div className="rl-actions" part="actions">
            <Button type="submit" variant="primary" busy={mutation.isPending}>
              {mutation.isPending ? 'Creating...' : 'Create Rental'}
            </Button>
          </div>
        </form>
        <TodayCounts />
      </div>
    </div>
  );
}
