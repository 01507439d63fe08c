/** A column a list and its download share: the table column with plain text, and whether it shows at all. */
import { DEFAULT_LANGUAGE, type Language } from '../../contract/i18n';
import type { TableColumn } from '../../ui/data-table';

/**
 * How a column says its words and dates: the download writes English (docs/rules/language.md#d14.4:
 * the spreadsheets stay as they are), the table the reader's language (src/screen-parts/columns/use-voice.ts).
 */
export interface Voice {
  language: Language;
  /** A header or a value word written in English, in the voice's language. */
  word: (english: string) => string;
}

export const ENGLISH: Voice = { language: DEFAULT_LANGUAGE, word: (english) => english };

export interface Column<T> extends Omit<TableColumn<T>, 'cell'> {
  /** Plain text, so the download can write the same cell the table shows; English unless told. */
  text: (row: T, voice?: Voice) => string;
  /** Shown only when some row has what it reads; always when absent. */
  when?: (row: T) => boolean;
  /** The header a download writes where the table's repeats another's (docs/rules/lead-lists.md#d5.9). */
  fileHeader?: string;
  /** A date column's instant: the download writes it as a spreadsheet date, not as `text`. */
  instant?: (row: T) => string | null;
}

export const orDash = (value: string | null | undefined): string => (value ? value : '-');

// Declared as functions: a generic arrow (`<T>(…) =>`) reads as JSX to the hard-coded text check's TSX parse.
export function visibleColumns<T>(columns: readonly Column<T>[], rows: readonly T[]): Column<T>[] {
  return columns.filter((column) => !column.when || rows.some(column.when));
}

/** The columns as a table shows them in a voice: headers, labels and cells in its language. */
export function spokenColumns<T>(columns: readonly Column<T>[], voice: Voice): TableColumn<T>[] {
  return columns.map(({ text, when: _when, fileHeader: _fileHeader, instant: _instant, ...column }) => ({
    ...column,
    header: voice.word(column.header),
    ...(column.label ? { label: voice.word(column.label) } : {}),
    cell: (row: T) => text(row, voice),
  }));
}
