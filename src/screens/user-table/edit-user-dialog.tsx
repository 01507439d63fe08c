/**
 * The Edit dialog of every staff list (docs/rules/people.md, "Screens": "Update DataPicker", Update):
 * the user's name, email and contact, and the daily limit of admins and pickers ("Picker Limit").
 */
import type { FormEvent } from 'react';
import { LIST_KIND, type StaffListKind, successOf } from '../../api/people/staff-kinds';
import { type StaffUpdate, useUpdateStaff } from '../../api/people/update-staff';
import { localize, type StaffUser, UpdateLimitedStaffInput, UpdateTeamLeaderInput } from '../../contract';
import { isApiError } from '../../core/api-error';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { peopleCatalog } from '../../locales/people';
import { StaffDetailsFields } from '../../screen-parts/staff-fields/staff-details-fields';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useLanguage } from '../../ui/language';
import { TextField } from '../../ui/text-field';
import { useContractForm } from '../../ui/use-contract-form';
import { useT } from '../../ui/use-t';

interface EditUserDialogProps {
  kind: StaffListKind;
  /** The user to edit; null keeps the dialog closed. */
  user: StaffUser | null;
  onClose: () => void;
  onUpdated: (user: StaffUser, changes: StaffUpdate) => void;
}

export function EditUserDialog({ kind, user, onClose, onUpdated }: EditUserDialogProps) {
  const mutation = useUpdateStaff(kind);
  useT(peopleCatalog);
  // The kind's words are LIST_KIND's English, which the people catalog holds word for word.
  const language = useLanguage();
  // Closing mid-request would drop the answer's toast and event.
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog open={user !== null} title={localize(language, `Update ${LIST_KIND[kind].noun}`)} onClose={close}>
      {/* Keyed by user, so every opening starts from that user's current values with no old errors. */}
      {user ? (
        <EditUserForm
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

interface EditUserFormProps {
  kind: StaffListKind;
  user: StaffUser;
  mutation: ReturnType<typeof useUpdateStaff>;
  onCancel: () => void;
  onUpdated: (user: StaffUser, changes: StaffUpdate) => void;
}

/** What differs from the user as listed: the server records each sent field as a change. */
function changesOf(user: StaffUser, input: StaffUpdate): StaffUpdate {
  return Object.fromEntries(
    Object.entries(input).filter(([field, value]) => {
      const current = user[field as keyof StaffUpdate];
      // Emails are stored lower-case: retyping one's capitals changes nothing.
      return field === 'email' ? String(value).toLowerCase() !== current : value !== current;
    }),
  );
}

function EditUserForm({ kind, user, mutation, onCancel, onUpdated }: EditUserFormProps) {
  const { limitLabel, updateError, update } = LIST_KIND[kind];
  const t = useT(peopleCatalog);
  const language = useLanguage();
  const { values, errors, setField, validate, showErrors } = useContractForm(
    limitLabel ? UpdateLimitedStaffInput : UpdateTeamLeaderInput,
    {
      name: user.name,
      email: user.email,
      contact: user.contact,
      // A team leader's or creator's schema drops the limit: only admins and pickers have one.
      limit: user.limit === undefined ? '' : String(user.limit),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    const changes = changesOf(user, input);
    if (Object.keys(changes).length === 0) return onCancel();
    mutation.mutate(
      { id: user._id, changes },
      {
        onSuccess: () => {
          toastSuccess(localize(language, successOf(update)));
          onUpdated(user, changes);
        },
        onError: (error) => {
          toastFailure(error, localize(language, updateError));
          if (!isApiError(error)) return;
          // A taken email (409) names no field, but only the email can cause it.
          showErrors(error.status === 409 ? [{ path: 'email', message: error.message }] : error.errors);
        },
      },
    );
  };

  return (
    <form className="rl-stack" onSubmit={submit} noValidate>
      <StaffDetailsFields values={values} errors={errors} setField={setField} />
      {limitLabel ? (
        <TextField
          label={localize(language, limitLabel)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={t('people.edit.enterLimit')}
          value={values.limit}
          error={errors.limit}
          onChange={(value) => setField('limit', value)}
        />
      ) : null}
      <p className="rl-muted">{t('people.edit.newEmail', { name: user.name })}</p>
      <div className="rl-dialog__actions">
        <Button onClick={onCancel} disabled={mutation.isPending}>
          {t('people.list.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={mutation.isPending}>
          {t('people.list.update')}
        </Button>
      </div>
    </form>
  );
}
