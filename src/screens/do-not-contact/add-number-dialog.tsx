/**
 * Add to the do-not-contact list (docs/rules/do-not-contact.md#d5.13): a number and why, checked by the contract's own schema
 * before it is sent; the server's refusals (a number already listed, a bad number) show under their
 * fields.
 */
import type { FormEvent } from 'react';
import { useAddNumber } from '../../api/do-not-contact/add-number';
import {
  DO_NOT_CONTACT_ADDED,
  DO_NOT_CONTACT_REASON_MAX,
  type DoNotContactAdded,
  DoNotContactInput,
  FIELD_MAX,
} from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';

export const ADD_FAILED = 'Failed to add the number';

interface AddNumberDialogProps {
  onClose: () => void;
  onAdded: (added: DoNotContactAdded) => void;
}

/** The leads a listing ended, said after the success. */
const endedText = (count: number) =>
  count === 1 ? '1 lead nobody held ended.' : `${count} leads nobody held ended.`;

export function AddNumberDialog({ onClose, onAdded }: AddNumberDialogProps) {
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
        toastSuccess(
          added.leadsEnded > 0
            ? `${DO_NOT_CONTACT_ADDED}. ${endedText(added.leadsEnded)}`
            : DO_NOT_CONTACT_ADDED,
        );
        onAdded(added);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) showErrors(error.errors);
        else toastFailure(error, ADD_FAILED);
      },
    });
  };

  return (
    <Dialog open title="Add to Do Not Contact" onClose={close}>
      <form className="rl-stack" onSubmit={submit} noValidate>
        <TextField
          label="Number"
          type="tel"
          autoComplete="off"
          maxLength={FIELD_MAX.number}
          value={values.number}
          error={errors.number}
          onChange={(value) => setField('number', value)}
        />
        <TextField
          label="Reason"
          maxLength={DO_NOT_CONTACT_REASON_MAX}
          placeholder="Why this number must not be contacted"
          value={values.reason}
          error={errors.reason}
          onChange={(value) => setField('reason', value)}
        />
        <p className="rl-muted">
          Its leads in the pool or waiting end at once; a lead a picker holds ends when she lets go of it.
        </p>
        <div className="rl-dialog__actions">
          <Button onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={mutation.isPending}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
