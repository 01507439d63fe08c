/** A column a list and its download share: the table column with plain text, and whether it shows at all. */
import type { TableColumn } from '../../ui/data-table';

export interface Column<T> extends Omit<TableColumn<T>, 'cell'> {
  /** Plain text, so the download can write the same cell the table shows. */
  text: (row: T) => string;
  /** Shown only when some row has what it reads; always when absent. */
  when?: (row: T) => boolean;
}

export const orDash = (value: string | null | undefined): string => (value ? value : '-');

export const visibleColumns = <T>(columns: readonly Column<T>[], rows: readonly T[]): Column<T>[] =>
  columns.filter((column) => !column.when || rows.some(column.when));
