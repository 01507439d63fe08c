/** The board's toolbar: the super-admin's group, a team leader among the rows, and the sort. */
import { GroupFilter } from '../../screen-parts/group-filter/group-filter';
import type { Option } from '../../ui/select-field';
import { SelectField } from '../../ui/select-field';
import { type BoardSort, sortOptions } from './board-rows';
import { useBoardWords } from './board-words';

interface BoardFiltersProps {
  /** Only the super-admin chooses a group (docs/rules/operations.md#d9.1); `adminId` '' is every group. */
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
  const words = useBoardWords();
  const { t } = words;
  return (
    <div className="rl-toolbar" part="filters">
      {chooseGroup ? <GroupFilter adminId={adminId} onAdminId={onAdminId} /> : null}
      <SelectField
        label={t('board.teamLeader')}
        options={leaders}
        placeholder={t('board.allTeamLeaders')}
        value={leader}
        onChange={onLeader}
      />
      <SelectField
        label={t('board.sortBy')}
        options={sortOptions(words)}
        value={sort}
        onChange={(value) => onSort(value as BoardSort)}
      />
    </div>
  );
}
