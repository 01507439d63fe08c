/** The daily limit dialog of admins and pickers (docs/rules/people.md, "Screens": "Update DataPicker", "Picker Limit", Update). */
import type { FormEvent } from 'react';
import { LIST_KIND, type StaffListKind, successOf } from '../../api/people/staff-kinds';
import { useUpdateLimit } from '../../api/people/update-limit';
import { type StaffUser, UpdateLimitInput } from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';

interface LimitDialogProps {
  kind: StaffListKind;
  /** The user whose limit to edit; null keeps the dialog closed. */
  user: StaffUser | null;
  onClose: () => void;
  onUpdated: (user: StaffUser, limit: number) => void;
}

export function LimitDialog({ kind, user, onClose, onUpdated }: LimitDialogProps) {
  const mutation = useUpdateLimit(kind);
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog open={user !== null} title={`Update ${LIST_KIND[kind].noun}`} onClose={close}>
      {/* Keyed by user, so every opening starts from that user's current limit with no old errors. */}
      {user ? (
        <LimitForm
          key={user._id}
          kind={kind}
          user={user}
          mutation={mutation}
          onCancel={close}
          onUpdated={onUpdated}
        />
      ) : null}
    </Dialog>
  );
}

interface LimitFormProps {
  kind: StaffListKind;
  user: StaffUser;
  mutation: ReturnType<typeof useUpdateLimit>;
  onCancel: () => void;
  onUpdated: (user: StaffUser, limit: number) => void;
}

function LimitForm({ kind, user, mutation, onCancel, onUpdated }: LimitFormProps) {
  const { limitLabel = 'Limit', updateError = 'Something went wrong', updateLimit } = LIST_KIND[kind];
  const { values, errors, setField, validate, showErrors } = useContractForm(UpdateLimitInput, {
    limit: user.limit === undefined ? '' : String(user.limit),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    mutation.mutate(
      { id: user._id, limit: input.limit },
      {
        onSuccess: () => {
          toastSuccess(successOf(updateLimit ?? {}));
          onUpdated(user, input.limit);
        },
        onError: (error) => {
          toastFailure(error, updateError);
          if (isApiError(error)) showErrors(error.errors);
        },
      },
    );
  };

  return (
    <form className="rl-stack" onSubmit={submit} noValidate>
      <p className="rl-muted">
        The daily pick limit of <strong>{user.name}</strong>.
      </p>
      <TextField
        label={limitLabel}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="Enter limit"
        value={values.limit}
        error={errors.limit}
        onChange={(value) => setField('limit', value)}
      />
      <div className="rl-dialog__actions">
        <Button onClick={onCancel} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          Update
        </Button>
      </div>
    </form>
  );
}
