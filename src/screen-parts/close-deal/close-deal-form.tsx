/**
 * The deal form (docs/rules/screens.md, docs/rules/deals.md): Client Email (prefilled from the lead), Payment method with
 * its free text for Other, the closing image, and the upload's progress while it sends.
 */
import { type FormEvent, useMemo, useState } from 'react';
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
import { isApiError, isRefusal } from '../../core/api-error';
import { dismissToast, toastFailure, toastLoading, toastSuccess } from '../../core/toaster';
import { formsCatalog } from '../../locales/forms';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';
import { type CloseDealValues, checkCloseDeal } from './check-close-deal';
import { ImageField } from './image-field';

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
  const t = useT(formsCatalog);
  const term = useTerm();
  // The methods' names are the contract's: a brand stays as it is, 'Debit' and 'Other' are said.
  const paymentOptions = useMemo(
    () => PAYMENT_METHODS.map((value) => ({ value, label: term(PAYMENT_METHOD_LABELS[value]) })),
    [term],
  );
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
    const toastId = toastLoading(t('forms.creating'));
    mutation.mutate(
      { lead, input: checked.input, image: checked.image, onProgress: setProgress },
      {
        onSuccess: (deal) => {
          toastSuccess(t('forms.dealCreated'));
          onClosed(deal);
        },
        onError: (error) => {
          toastFailure(error, t('forms.dealFailed'));
          if (!isApiError(error)) return;
          if (error.status === 409 && isRefusal(error, DEAL_ON_INVALID_NUMBER)) onInvalidNumber();
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
    <form
      className="rl-card rl-stack"
      aria-label={t('forms.closeDeal')}
      onSubmit={submit}
      noValidate
      part="form"
    >
      <h2>{t('forms.closeDeal')}</h2>
      <TextField
        label={t('forms.clientEmail')}
        type="email"
        autoComplete="off"
        disabled={busy}
        value={values.client_email}
        error={errors.client_email}
        onChange={(value) => setField('client_email', value)}
      />
      <SelectField
        label={t('forms.paymentMethod')}
        placeholder={t('forms.choosePayment')}
        options={paymentOptions}
        disabled={busy}
        value={values.payment_method}
        error={errors.payment_method}
        onChange={(value) => setField('payment_method', value)}
      />
      {values.payment_method === 'Other' ? (
        <TextField
          label={t('forms.otherPayment')}
          placeholder={t('forms.describePayment')}
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
      {progress !== null ? <ProgressBar label={t('forms.uploadProgress')} value={progress} /> : null}
      <div part="actions">
        <Button type="submit" variant="primary" busy={busy}>
          {t('forms.closeDeal')}
        </Button>
      </div>
    </form>
  );
}
