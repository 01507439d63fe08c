/**
 * A per-person table (creators or pickers) sorted by a click on any column's header: the same header
 * again turns the order around, and `aria-sort` tells a screen reader which column and which way.
 */
import { useMemo, useState } from 'react';
import type { ReportColumn } from './report-columns';
import { TableFrame } from './table-frame';
import { nextSort, sortRows, type TableSort } from './table-sort';

interface PeopleTableProps<T> {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  /** What shows instead of an empty table. */
  empty: string;
  initialSort: TableSort;
}

const ARROWS = { ascending: '▲', descending: '▼' } as const;

export function PeopleTable<T extends { _id: string; name: string }>(props: PeopleTableProps<T>) {
  const { caption, columns, rows, empty, initialSort } = props;
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const [first, ...figures] = columns;

  if (rows.length === 0) {
    return (
      <div className="rl-empty" role="status">
        <strong>{caption}</strong>
        <span className="rl-muted">{empty}</span>
      </div>
    );
  }
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = sort.key === column.key;
            return (
              <th key={column.key} scope="col" aria-sort={active ? sort.direction : undefined}>
                <button type="button" className="rl-sort" onClick={() => setSort(nextSort(sort, column.key))}>
                  {column.header}
                  <span aria-hidden="true">{active ? ARROWS[sort.direction] : ''}</span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={row._id}>
            <th scope="row">{first?.text(row)}</th>
            {figures.map((column) => (
              <td key={column.key}>{column.text(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
