/**
 * A list's table (docs/rules/screens.md, "Lists"): a header per column, named by a heading, skeleton rows
 * while the first page loads. Rows stay one line high: long text is cut with its whole text in a
 * tooltip, unless the viewer wraps it. With a `tableId` the viewer chooses its columns (the Columns
 * button), kept per table; the last column, when it holds the row's status or actions, stays in view
 * at the right edge however wide the table grows.
 */
import { lazy, type PointerEvent, type ReactNode, Suspense, useId } from 'react';
import { usePhoneMetadata } from '../lib/phone';
import { partsCatalog } from '../locales/parts';
import { useColumnChoice } from './use-column-choice';
import { useT } from './use-t';

const SKELETON_ROWS = 5;

// The Columns panel loads with the table's first paint but apart from it: a list that shows no chooser
// (the board, the reports) never loads it, and a list stays under its size budget (docs/benchmarks.md).
const ColumnChooser = lazy(() =>
  import('./column-chooser').then((module) => ({ default: module.ColumnChooser })),
);

/** The Columns button until its panel's code is there: the same button, not yet usable. */
function ChooserPlaceholder() {
  const t = useT(partsCatalog);
  return (
    <div className="rl-table-tools">
      <button type="button" className="rl-btn rl-btn--small" disabled>
        {t('parts.columns')} <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
}

const titleIfCut = (event: PointerEvent<HTMLTableCellElement>) => {
  const cell = event.currentTarget;
  cell.title = cell.scrollWidth > cell.clientWidth ? (cell.textContent ?? '') : '';
};

export interface TableColumn<T> {
  /** Unique even where headers repeat (two "TeamLeader Name" columns). */
  key: string;
  header: string;
  /** Says the column apart where its header repeats: in the chooser, and as the header when both show. */
  label?: string;
  cell: (row: T) => ReactNode;
  /** Free text: cut to one line (its whole text in a tooltip), wrapped when the viewer asks. */
  wrap?: boolean;
  /** Hidden until the viewer shows it with the Columns button (a column repeating the viewer's own group). */
  optional?: boolean;
  /** The row's status or actions: always shown, never offered to hide. */
  fixed?: boolean;
}

interface DataTableProps<T> {
  columns: readonly TableColumn<T>[];
  /** null while the first page loads. */
  rows: readonly T[] | null;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Names the table's column choice in this browser; without it every column but the optional shows. */
  tableId?: string;
  /** Long text wraps until the viewer chooses otherwise: a list read rather than acted on (the audit trail). */
  wrapByDefault?: boolean;
}

export function DataTable<T extends { _id: string }>({
  columns,
  rows,
  labelledBy,
  tableId,
  wrapByDefault = false,
}: DataTableProps<T>) {
  const suffixId = useId();
  const t = useT(partsCatalog);
  const { choice, update } = useColumnChoice(tableId);
  usePhoneMetadata();
  const wrapText = choice.wrapText ?? wrapByDefault;
  const isShown = (column: TableColumn<T>) => column.fixed || (choice.chosen[column.key] ?? !column.optional);
  const shown = columns.filter(isShown);
  const headerOf = (column: TableColumn<T>) =>
    column.label && shown.some((other) => other !== column && other.header === column.header)
      ? column.label
      : column.header;
  const last = shown.at(-1);
  const cellOf = (column: TableColumn<T>, row: T) => {
    const content = column.cell(row);
    // Plain text may be cut to keep the row on one line (its whole text stays in the DOM for screen
    // readers, and in a tooltip once the pointer is on a cut cell).
    const cut = !wrapText && typeof content === 'string';
    const classes = [
      column.wrap ? 'rl-wrap' : '',
      cut ? 'rl-cut' : '',
      column === last && column.fixed ? 'rl-sticky-end' : '',
    ];
    return { content, cut, className: classes.join(' ').trim() || undefined };
  };
  const headClassOf = (column: TableColumn<T>) =>
    column === last && column.fixed ? 'rl-sticky-end' : undefined;

  // A wide table scrolls inside its wrap, so the wrap takes focus for the keyboard to scroll it. Its
  // name adds "table" to the heading's: the page around it is a region named by the same heading.
  const table = (
    <section
      className={wrapText ? 'rl-table-wrap' : 'rl-table-wrap rl-table-wrap--one-line'}
      part="table"
      aria-labelledby={`${labelledBy} ${suffixId}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      <span id={suffixId} hidden>
        {t('parts.tableSuffix')}
      </span>
      <table className="rl-table" aria-labelledby={labelledBy} aria-busy={rows === null || undefined}>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col" className={headClassOf(column)}>
                {headerOf(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows === null
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <tr key={row}>
                  {shown.map((column) => (
                    <td key={column.key}>
                      <div className="rl-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row._id}>
                  {shown.map((column) => {
                    const { content, cut, className } = cellOf(column, row);
                    return (
                      <td
                        key={column.key}
                        className={className}
                        onPointerEnter={cut ? titleIfCut : undefined}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
  if (!tableId) return table;
  return (
    <div className="rl-table-block">
      <Suspense fallback={<ChooserPlaceholder />}>
        <ColumnChooser
          columns={columns
            .filter((column) => !column.fixed)
            .map((column) => ({
              key: column.key,
              label: column.label ?? column.header,
              shown: isShown(column),
            }))}
          choice={choice}
          wrapText={wrapText}
          onChange={update}
        />
      </Suspense>
      {table}
    </div>
  );
}
