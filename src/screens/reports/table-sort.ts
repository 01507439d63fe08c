/** The per-person tables' order: by one column, either way, blanks last, ties by name. */
import type { ReportColumn } from './report-columns';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

const compareValues = (a: string | number | null, b: string | number | null): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
};

export function sortRows<T extends { name: string }>(
  rows: readonly T[],
  columns: readonly ReportColumn<T>[],
  sort: TableSort,
): T[] {
  const column = columns.find((c) => c.key === sort.key);
  if (!column) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    // A rate with nothing to divide by says nothing either way: it stays at the bottom.
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order = compareValues(x, y) * sign;
      if (order !== 0) return order;
    }
    return compareValues(a.name, b.name);
  });
}

/**
 * A click on a column's header: the same column turns around; another starts with the most first for
 * figures (who did most) and A to Z for names.
 */
export function nextSort(current: TableSort, key: string): TableSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}
