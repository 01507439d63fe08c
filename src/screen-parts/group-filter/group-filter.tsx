/**
 * The super-admin's choice of one admin group, '' for every group: the operations board, the audit
 * trail and the reports each narrow by it.
 */
import { useAdminChoices } from '../../api/people/admin-choices';
import { messageOf } from '../../core/api-error';
import { filtersCatalog } from '../../locales/filters';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { useT } from '../../ui/use-t';

interface GroupFilterProps {
  /** The chosen admin's id; '' is every group. */
  adminId: string;
  onAdminId: (adminId: string) => void;
}

export function GroupFilter({ adminId, onAdminId }: GroupFilterProps) {
  const t = useT(filtersCatalog);
  const admins = useAdminChoices(true);
  const options = (admins.data ?? []).map((a) => ({ value: a._id, label: `${a.name} (${a.email})` }));
  return (
    <>
      <SelectField
        label={t('filters.group')}
        options={options}
        placeholder={admins.isPending ? t('filters.loadingGroups') : t('filters.allGroups')}
        value={adminId}
        disabled={admins.isPending}
        onChange={onAdminId}
      />
      {/* Without the list the whole page still shows: only narrowing it to one group is lost. */}
      {admins.isError ? (
        <div className="rl-row" role="alert">
          <span className="rl-error">{messageOf(admins.error, t('filters.groupsFailed'))}</span>
          <Button onClick={() => void admins.refetch()} busy={admins.isFetching}>
            {t('filters.retry')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
