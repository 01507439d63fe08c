/** The super-admin's switch that lets one creator bulk upload leads (docs/rules/screens.md#d2: a per-user permission). */
import { successOf } from '../../api/people/staff-kinds';
import { useUpdateBulkUpload } from '../../api/people/update-bulk-upload';
import { peopleApi, type StaffUser } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';

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
                toastSuccess(successOf(peopleApi.updateDataCreatorInfo));
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
