/** A list's table: a header per column, named by a heading, skeleton rows while the first page loads. */
import { type ReactNode, useId } from 'react';

const SKELETON_ROWS = 5;

export interface TableColumn<T> {
  /** Unique even where headers repeat (two "TeamLeader Name" columns). */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Free text that should wrap rather than widen the table. */
  wrap?: boolean;
}

interface DataTableProps<T> {
  columns: readonly TableColumn<T>[];
  /** null while the first page loads. */
  rows: readonly T[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function DataTable<T extends { _id: string }>({ columns, rows, labelledBy }: DataTableProps<T>) {
  const suffixId = useId();
  return (
    // A wide table scrolls inside its wrap, so the wrap takes focus for the keyboard to scroll it. Its
    // name adds "table" to the heading's: the page around it is a region named by the same heading.
    <section
      className="rl-table-wrap"
      part="table"
      aria-labelledby={`${labelledBy} ${suffixId}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      <span id={suffixId} hidden>
        table
      </span>
      <table className="rl-table" aria-labelledby={labelledBy} aria-busy={rows === null || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows === null
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <tr key={row}>
                  {columns.map((column) => (
                    <td key={column.key}>
                      <div className="rl-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row._id}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.wrap ? 'rl-wrap' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
