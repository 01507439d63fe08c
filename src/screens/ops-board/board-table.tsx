/** The board's rows: who, what it is doing (with Release on a hold), its leader and today's figures. */
import type { BoardPicker } from '../../contract';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { outcomesText } from './board-outcomes';
import { type ClockSkew, PickerState } from './picker-state';

interface BoardTableProps {
  /** null while the first read runs. */
  pickers: BoardPicker[] | null;
  at: string;
  skew: ClockSkew;
  labelledBy: string;
  onRelease: (picker: BoardPicker) => void;
}

export function BoardTable({ pickers, at, skew, labelledBy, onRelease }: BoardTableProps) {
  // The state (and its Release) comes right after the name, so a phone sees both without scrolling.
  const columns: TableColumn<BoardPicker>[] = [
    { key: 'name', header: 'Name', cell: (p) => p.name },
    {
      key: 'state',
      header: 'State',
      cell: (p) => <PickerState picker={p} at={at} skew={skew} onRelease={onRelease} />,
    },
    { key: 'leader', header: 'Team Leader', cell: (p) => p.team_leader_name ?? '-' },
    { key: 'picks', header: 'Picks today', cell: (p) => `${p.picksToday} / ${p.limit}` },
    { key: 'valid', header: 'Valid / Invalid', cell: (p) => `${p.validToday} / ${p.invalidToday}` },
    // Cut to the row's one line, its whole text in a tooltip (docs/rules/screens.md).
    { key: 'outcomes', header: 'Outcomes and skips today', cell: (p) => outcomesText(p, at) },
    { key: 'deals', header: 'Deals today', cell: (p) => p.dealsToday },
  ];
  return <DataTable columns={columns} rows={pickers} labelledBy={labelledBy} />;
}
