/** The creator's rental form (docs/rules/screens.md, docs/rules/leads.md) with today's counts beside it. */
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useCreateLead } from '../../api/leads/create-lead';
import { CreateRentalInput, INVALID_NUMBER, type LeadMatch, leadsApi, type Rental } from '../../contract';
import { isApiError } from '../../core/api-error';
import { dismissToast, toastFailure, toastLoading, toastSuccess } from '../../core/toaster';
import { isWholeNumber, usePhoneMetadata } from '../../lib/phone';
import { Button } from '../../ui/button';
import type { Emit } from '../../ui/define-widget';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { EMPTY_RENTAL, RENTAL_FIELDS } from './rental-fields';
import { TodayCounts } from './today-counts';

const DuplicateMatches = lazy(() =>
  import('./duplicate-matches').then((module) => ({ default: module.DuplicateMatches })),
);

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
  // A likely duplicate's matches (docs/rules/leads.md#d5.14), until the form is sent again or changed.
  const [matches, setMatches] = useState<readonly LeadMatch[]>([]);

  const send = (confirmDuplicate: boolean) => {
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
    mutation.mutate(
      { ...(ss_link ? input : required), ...(confirmDuplicate && { confirmDuplicate }) },
      {
        onSuccess: ({ data }) => {
          toastSuccess(leadsApi.create.success!);
          setMatches([]);
          reset();
          emit('rental-created', { rental: data });
        },
        onError: (error) => {
          setMatches([]);
          if (isApiError(error) && error.matches?.length) {
            setMatches(error.matches);
            return;
          }
          toastFailure(error, 'Something went wrong');
          if (!isApiError(error)) return;
          // docs/rules/leads.md#d5.1, docs/rules/leads.md#d5.14: a 409 names its field (the post link), else it is the duplicate number.
          if (error.status === 409 && error.errors.length === 0)
            showErrors([{ path: 'number', message: error.message }]);
          else showErrors(error.errors);
        },
        onSettled: () => dismissToast(toastId),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const change = (name: (typeof RENTAL_FIELDS)[number]['name'], value: string) => {
    setMatches([]);
    setField(name, value);
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
                onChange={(value) => change(field.name, value)}
              />
            ))}
          </div>
          <div className="rl-actions" part="actions">
            <Button type="submit" variant="primary" busy={mutation.isPending}>
              {mutation.isPending ? 'Creating...' : 'Create Rental'}
            </Button>
          </div>
          {matches.length > 0 && (
            <Suspense fallback={null}>
              <DuplicateMatches
                matches={matches}
                busy={mutation.isPending}
                onCreateAnyway={() => send(true)}
              />
            </Suspense>
          )}
        </form>
        <TodayCounts />
      </div>
    </div>
  );
}
