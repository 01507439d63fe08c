/** The board's rows: who, what it is doing (with Release on a hold), its leader and today's figures. */
import type { BoardPicker } from '../../contract';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { outcomesText } from './board-outcomes';
import { useBoardWords } from './board-words';
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
  const words = useBoardWords();
  const { t } = words;
  // The state (and its Release) comes right after the name, so a phone sees both without scrolling.
  const columns: TableColumn<BoardPicker>[] = [
    { key: 'name', header: t('board.column.name'), cell: (p) => p.name },
    {
      key: 'state',
      header: t('board.column.state'),
      cell: (p) => <PickerState picker={p} at={at} skew={skew} onRelease={onRelease} />,
    },
    { key: 'leader', header: t('board.column.leader'), cell: (p) => p.team_leader_name ?? '-' },
    { key: 'picks', header: t('board.column.picks'), cell: (p) => `${p.picksToday} / ${p.limit}` },
    { key: 'valid', header: t('board.column.valid'), cell: (p) => `${p.validToday} / ${p.invalidToday}` },
    // Cut to the row's one line, its whole text in a tooltip (docs/rules/screens.md).
    { key: 'outcomes', header: t('board.column.outcomes'), cell: (p) => outcomesText(p, at, words) },
    { key: 'deals', header: t('board.column.deals'), cell: (p) => p.dealsToday },
  ];
  return <DataTable columns={columns} rows={pickers} labelledBy={labelledBy} />;
}
