/** The super-admin's switch that lets one creator bulk upload leads (docs/rules/screens.md#d2: a per-user permission). */
import { successOf } from '../../api/people/staff-kinds';
import { useUpdateBulkUpload } from '../../api/people/update-bulk-upload';
import { localize, peopleApi, type StaffUser } from '../../contract';
import { toastFailure, toastSuccess } from '../../core/toaster';
import { peopleCatalog } from '../../locales/people';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

interface BulkUploadToggleProps {
  user: StaffUser;
  onUpdated: (user: StaffUser, canBulkUpload: boolean) => void;
}

export function BulkUploadToggle({ user, onUpdated }: BulkUploadToggleProps) {
  const mutation = useUpdateBulkUpload();
  const t = useT(peopleCatalog);
  const language = useLanguage();
  // While saving, show the value being saved; the refetched row confirms it before the box unlocks.
  const checked = mutation.isPending
    ? Boolean(mutation.variables?.canBulkUpload)
    : Boolean(user.canBulkUpload);
  return (
    <label className="rl-row">
      <input
        type="checkbox"
        aria-label={t('people.list.bulkUploadFor', { name: user.name })}
        checked={checked}
        disabled={mutation.isPending}
        onChange={(event) => {
          const canBulkUpload = event.target.checked;
          mutation.mutate(
            { id: user._id, canBulkUpload },
            {
              onSuccess: () => {
                toastSuccess(localize(language, successOf(peopleApi.updateDataCreatorInfo)));
                onUpdated(user, canBulkUpload);
              },
              onError: (error) => toastFailure(error, t('people.somethingWentWrong')),
            },
          );
        }}
      />
      <span aria-hidden="true">{checked ? t('people.list.on') : t('people.list.off')}</span>
    </label>
  );
}
