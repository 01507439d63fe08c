/**
 * An import's columns mapped to the lead's fields, and its preview (docs/rules/uploads.md, docs/rules/uploads.md#d5.7):
 * what the server proposes from the headers, what the uploader sends back changed, and what a
 * preview answers before anything is written. Apart from uploads.ts and the lead schemas, so the
 * preview's lazy part loads only this.
 */
import type { LeadFieldName } from './lead-fields';

/** A header as compared: lower case, letters and digits only. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The headers of the client's language column, read outside the mapping (docs/rules/uploads.md#d5.7). */
const LANGUAGE_HEADERS = ['language', 'idioma', 'clientlanguage', 'lang'];
/** The client's language column: the leftmost header saying it; -1 without one. */
export const languageColumnOf = (headers: readonly (string | null | undefined)[]) =>
  headers.findIndex((header) => LANGUAGE_HEADERS.includes(headerKey(header ?? '')));

/** Which column (0-based, in the file's header row) each lead field is read from; an absent field is unmapped. */
export type ColumnMapping = Partial<Record<LeadFieldName, number>>;

/** The multipart field carrying a changed mapping, as JSON; sent before the field `file`. */
export const MAPPING_FIELD = 'mapping';

/** A mapping that is not an object of lead fields to column numbers (400). */
export const BAD_MAPPING =
  'The mapping must name lead fields, each with the number of a column of the file (counted from 0)';
/** Two fields read from one column (400). */
export const MAPPING_SHARES_COLUMN = 'Each column can be mapped to one lead field only';
/** A field mapped to a column the header does not have (400). */
export const mappingBeyondHeader = (columns: number) =>
  `The mapping names a column the file does not have: its header has ${columns} columns`;

/** How many of the file's first rows a preview shows. */
export const PREVIEW_ROWS = 10;
/** How many row numbers a preview lists under each reason. */
export const PREVIEW_REASON_ROWS = 5;

/** Rows skipped for repeating a number earlier in the file, counted together whatever that row was. */
export const DUPLICATE_IN_FILE = 'Duplicate of a row earlier in this file';
/**
 * The one reason a preview gives a row whose number is on the do-not-contact list or already saved,
 * for an uploader who may not read the list (docs/rules/uploads.md#d5.7.1): which of the two it is stays unsaid.
 */
export const NUMBER_SAVED_OR_LISTED = 'This number is already saved or may not be contacted';

/** Why rows would be skipped, with how many and the first of them. */
export interface ImportSkipReason {
  reason: string;
  count: number;
  rows: number[];
}

/** What POST /rental/bulk-upload-preview answers: the file as it would be imported, nothing written. */
export interface ImportPreview {
  /** The header row's cells, one per column. */
  headers: string[];
  /** The mapping proposed from the headers, or the one sent. */
  mapping: ColumnMapping;
  /** Required fields no column is mapped to: the import is refused until they are. */
  missing: LeadFieldName[];
  /** The first rows under the header: their row in the file and their cells, one per column. */
  rows: { row: number; cells: string[] }[];
  /** Rows that would become leads, and rows that would be skipped. */
  insert: number;
  skip: number;
  /** The skipped rows by reason, most frequent first. */
  reasons: ImportSkipReason[];
}

export const previewMessage = ({ insert, skip }: Pick<ImportPreview, 'insert' | 'skip'>) =>
  `Would insert: ${insert}, Would skip: ${skip}`;
