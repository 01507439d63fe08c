/** What the board's toolbar does to its rows: the team-leader filter (built from the rows) and the sort. */
import { type BoardPicker, PICKER_STATES } from '../../contract';
import type { Option } from '../../ui/select-field';
import type { BoardWords } from './board-words';

export const SORTS = ['name', 'state', 'picks'] as const;
export type BoardSort = (typeof SORTS)[number];
export const sortOptions = ({ t }: Pick<BoardWords, 't'>): Option[] =>
  SORTS.map((value) => ({ value, label: t(`board.sort.${value}`) }));

/** The filter's value for pickers that have no team leader (their leader was deleted). */
export const NO_LEADER = 'none';

/** One option per team leader among the rows, by name; "No team leader" last when some have none. */
export function leaderOptions(pickers: readonly BoardPicker[], { t }: Pick<BoardWords, 't'>): Option[] {
  const leaders = new Map<string, string>();
  let leaderless = false;
  for (const picker of pickers) {
    if (picker.team_leader_id) leaders.set(picker.team_leader_id, picker.team_leader_name ?? '-');
    else leaderless = true;
  }
  const options = [...leaders]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return leaderless ? [...options, { value: NO_LEADER, label: t('board.noTeamLeader') }] : options;
}

const byName = (a: BoardPicker, b: BoardPicker) => a.name.localeCompare(b.name);

const ORDER: Record<BoardSort, (a: BoardPicker, b: BoardPicker) => number> = {
  name: byName,
  // The order the board checks states in: who holds a lead first, who is offline last.
  state: (a, b) => PICKER_STATES.indexOf(a.state) - PICKER_STATES.indexOf(b.state) || byName(a, b),
  picks: (a, b) => b.picksToday - a.picksToday || byName(a, b),
};

/** The rows of one team leader (all when `leader` is empty), in the chosen order. */
export function boardRows(pickers: readonly BoardPicker[], leader: string, sort: BoardSort): BoardPicker[] {
  const shown = leader
    ? pickers.filter((p) => (leader === NO_LEADER ? !p.team_leader_id : p.team_leader_id === leader))
    : [...pickers];
  return shown.sort(ORDER[sort]);
}
