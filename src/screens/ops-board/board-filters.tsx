/** The board's toolbar: the super-admin's group, a team leader among the rows, and the sort. */
import { useAdminChoices } from '../../api/people/admin-choices';
import { messageOf } from '../../core/api-error';
import { Button } from '../../ui/button';
import type { Option } from '../../ui/select-field';
import { SelectField } from '../../ui/select-field';
import { type BoardSort, SORT_OPTIONS } from './board-rows';

interface BoardFiltersProps {
  /** Only the super-admin chooses a group (rule D9.1); `adminId` '' is every group. */
  chooseGroup: boolean;
  adminId: string;
  onAdminId: (adminId: string) => void;
  leaders: Option[];
  leader: string;
  onLeader: (leader: string) => void;
  sort: BoardSort;
  onSort: (sort: BoardSort) => void;
}

export function BoardFilters(props: BoardFiltersProps) {
  const { chooseGroup, adminId, onAdminId, leaders, leader, onLeader, sort, onSort } = props;
  return (
    <div className="rl-toolbar" part="filters">
      {chooseGroup ? <GroupFilter adminId={adminId} onAdminId={onAdminId} /> : null}
      <SelectField
        label="Team leader"
        options={leaders}
        placeholder="All team leaders"
        value={leader}
        onChange={onLeader}
      />
      <SelectField
        label="Sort by"
        options={SORT_OPTIONS}
        value={sort}
        onChange={(value) => onSort(value as BoardSort)}
      />
    </div>
  );
}

/** The super-admin's choice of one admin group, '' for every group (the audit trail reuses it). */
export function GroupFilter({ adminId, onAdminId }: Pick<BoardFiltersProps, 'adminId' | 'onAdminId'>) {
  const admins = useAdminChoices(true);
  const options = (admins.data ?? []).map((a) => ({ value: a._id, label: `${a.name} (${a.email})` }));
  return (
    <>
      <SelectField
        label="Group"
        options={options}
        placeholder={admins.isPending ? 'Loading groups…' : 'All groups'}
        value={adminId}
        disabled={admins.isPending}
        onChange={onAdminId}
      />
      {/* Without the list the whole board still shows: only narrowing it to one group is lost. */}
      {admins.isError ? (
        <div className="rl-row" role="alert">
          <span className="rl-error">{messageOf(admins.error, 'Failed to load the groups')}</span>
          <Button onClick={() => void admins.refetch()} busy={admins.isFetching}>
            Retry
          </Button>
        </div>
      ) : null}
    </>
  );
}
