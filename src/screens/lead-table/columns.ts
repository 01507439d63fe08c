/** A column as a list and its download share it: the header, a row's text, and whether it shows at all. */
export interface Column<T> {
  /** Unique even where headers repeat (two "TeamLeader Name" columns). */
  key: string;
  header: string;
  text: (row: T) => string;
  /** Shown only when some row has what it reads; always when absent. */
  when?: (row: T) => boolean;
  /** Free text that should wrap rather than widen a table. */
  wrap?: boolean;
}

export const orDash = (value: string | null | undefined): string => (value ? value : '-');

export const visibleColumns = <T>(columns: readonly Column<T>[], rows: readonly T[]): Column<T>[] =>
  columns.filter((column) => !column.when || rows.some(column.when));
