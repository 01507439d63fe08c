/**
 * The deal form (docs/rules/screens.md, docs/rules/deals.md): Client Email (prefilled from the lead), Payment method with
 * its free text for Other, the closing image, and the upload's progress while it sends.
 */
import { type FormEvent, useState } from 'react';
import { useCloseDeal } from '../../api/deals/close-deal';
import {
  CloseDealInput,
  type ClosedRental,
  DEAL_ON_INVALID_NUMBER,
  type DealClosingLead,
  type FieldError,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { dismissToast, toastFailure, toastLoading, toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { type CloseDealValues, checkCloseDeal } from './check-close-deal';
import { ImageField } from './image-field';

export const DEAL_CREATED = 'success';
export const DEAL_FAILED = 'Failed';

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

interface CloseDealFormProps {
  lead: DealClosingLead;
  onClosed: (deal: ClosedRental) => void;
  /** The server already holds a deal for this lead (409). */
  onConflict: () => void;
  /** The lead's number was marked invalid since it was found (409 with DEAL_ON_INVALID_NUMBER). */
  onInvalidNumber: () => void;
}

export function CloseDealForm({ lead, onClosed, onConflict, onInvalidNumber }: CloseDealFormProps) {
  const initial: CloseDealValues = {
    client_email: lead.client_email ?? '',
    payment_method: '',
    payment_other: '',
    closing_image: null,
  };
  // Submitting checks more than the schema (Other's text, the image): see checkCloseDeal.
  const { values, errors, setField, showErrors } = useContractForm(CloseDealInput, initial);
  const mutation = useCloseDeal();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = mutation.isPending;

  const showWith = (error: FieldError) =>
    showErrors([error, ...Object.entries(errors).map(([path, message]) => ({ path, message }))]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCloseDeal(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setProgress(0);
    const toastId = toastLoading('Creating...');
    mutation.mutate(
      { lead, input: checked.input, image: checked.image, onProgress: setProgress },
      {
        onSuccess: (deal) => {
          toastSuccess(DEAL_CREATED);
          onClosed(deal);
        },
        onError: (error) => {
          toastFailure(error, DEAL_FAILED);
          if (!isApiError(error)) return;
          if (error.status === 409 && error.message === DEAL_ON_INVALID_NUMBER) onInvalidNumber();
          else if (error.status === 409) onConflict();
          // A 413 comes from the size limit in front of the route, with no field named.
          else if (error.status === 413) showErrors([{ path: 'closing_image', message: error.message }]);
          else showErrors(error.errors);
        },
        onSettled: () => {
          dismissToast(toastId);
          setProgress(null);
        },
      },
    );
  };

  return (
    <form className="rl-card rl-stack" aria-label="Close Deal" onSubmit={submit} noValidate part="form">
      <h2>Close Deal</h2>
      <TextField
        label="Client Email"
        type="email"
        autoComplete="off"
        disabled={busy}
        value={values.client_email}
        error={errors.client_email}
        onChange={(value) => setField('client_email', value)}
      />
      <SelectField
        label="Payment method"
        placeholder="Select a payment method"
        options={PAYMENT_OPTIONS}
        disabled={busy}
        value={values.payment_method}
        error={errors.payment_method}
        onChange={(value) => setField('payment_method', value)}
      />
      {values.payment_method === 'Other' ? (
        <TextField
          label="Other payment method"
          placeholder="Describe the payment method"
          disabled={busy}
          value={values.payment_other}
          error={errors.payment_other}
          onChange={(value) => setField('payment_other', value)}
        />
      ) : null}
      <ImageField
        file={values.closing_image}
        error={errors.closing_image}
        disabled={busy}
        onChange={(file) => setField('closing_image', file)}
        onRefused={(message) => {
          setField('closing_image', null);
          showWith({ path: 'closing_image', message });
        }}
      />
      {progress !== null ? <ProgressBar label="Upload progress" value={progress} /> : null}
      <div part="actions">
        <Button type="submit" variant="primary" busy={busy}>
          Close Deal
        </Button>
      </div>
    </form>
  );
}
