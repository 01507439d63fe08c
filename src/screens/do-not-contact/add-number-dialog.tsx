/**
 * Add to the do-not-contact list (docs/rules/do-not-contact.md#d5.13): a number and why, checked by the contract's own schema
 * before it is sent; the server's refusals (a number already listed, a bad number) show under their
 * fields.
 */
import type { FormEvent } from 'react';
import { useAddNumber } from '../../api/do-not-contact/add-number';
import {
  DO_NOT_CONTACT_REASON_MAX,
  type DoNotContactAdded,
  DoNotContactInput,
  FIELD_MAX,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { dncCatalog } from '../../locales/dnc';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

interface AddNumberDialogProps {
  onClose: () => void;
  onAdded: (added: DoNotContactAdded) => void;
}

export function AddNumberDialog({ onClose, onAdded }: AddNumberDialogProps) {
  const t = useT(dncCatalog);
  const mutation = useAddNumber();
  const { values, errors, setField, validate, showErrors } = useContractForm(DoNotContactInput, {
    number: '',
    reason: '',
  });
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: (added) => {
        // The contract's DO_NOT_CONTACT_ADDED, then the leads the listing ended.
        toastSuccess(
          added.leadsEnded > 0 ? t('dnc.addedEnded', { count: added.leadsEnded }) : t('dnc.added'),
        );
        onAdded(added);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) showErrors(error.errors);
        else toastFailure(error, t('dnc.addFailed'));
      },
    });
  };

  return (
    <Dialog open title={t('dnc.addTitle')} onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <TextField
          label={t('dnc.number')}
          type="tel"
          autoComplete="off"
          maxLength={FIELD_MAX.number}
          value={values.number}
          error={errors.number}
          onChange={(value) => setField('number', value)}
        />
        <TextField
          label={t('dnc.reason')}
          maxLength={DO_NOT_CONTACT_REASON_MAX}
          placeholder={t('dnc.reasonPlaceholder')}
          value={values.reason}
          error={errors.reason}
          onChange={(value) => setField('reason', value)}
        />
        <p className="rl-muted">{t('dnc.addNote')}</p>
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            {t('dnc.cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            {t('dnc.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
