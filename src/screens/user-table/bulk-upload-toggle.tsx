/** The super-admin's switch that lets one creator bulk upload leads (decisions D2: a per-user permission). */
import { useUpdateBulkUpload } from '../../api/users/update-bulk-upload';
import type { StaffUser } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { UPDATED_MESSAGE } from './action-toasts';

interface BulkUploadToggleProps {
  user: StaffUser;
  onUpdated: (user: StaffUser, canBulkUpload: boolean) => void;
}

export function BulkUploadToggle({ user, onUpdated }: BulkUploadToggleProps) {
  const mutation = useUpdateBulkUpload();
  // While saving, show the value being saved; the refetched row confirms it before the box unlocks.
  const checked = mutation.isPending
    ? Boolean(mutation.variables?.canBulkUpload)
    : Boolean(user.canBulkUpload);
  return (
    <label className="rl-row">
      <input
        type="checkbox"
        aria-label={`Bulk upload for ${user.name}`}
        checked={checked}
        disabled={mutation.isPending}
        onChange={(event) => {
          const canBulkUpload = event.target.checked;
          mutation.mutate(
            { id: user._id, canBulkUpload },
            {
              onSuccess: () => {
                toastSuccess(UPDATED_MESSAGE);
                onUpdated(user, canBulkUpload);
              },
              onError: (error) => toastFailure(error, 'Something went wrong'),
            },
          );
        }}
      />
      <span aria-hidden="true">{checked ? 'On' : 'Off'}</span>
    </label>
  );
}
