/**
 * Checks an upload's rows: leads to insert and rows to skip (docs/rules/leads.md#d5): the header names the
 * columns (any case, spaces and underscores ignored), every row passes the create form's own rules
 * and number check, and a number or a post (its link's key, docs/rules/leads.md#d5.14) seen earlier in the file
 * skips the later row.
 */
import {
  CreateRentalInput,
  check,
  duplicateOfRow,
  type FieldError,
  INVALID_NUMBER,
  kindOf,
  type Language,
  LEAD_FIELD_NAMES,
  type LeadFieldName,
  languageColumnOf,
  languageOfCell,
  normalizeNumber,
  type PhoneCountry,
  postKey,
  postLanguage,
  RENTAL_LABELS,
  type SkippedRow,
  samePostAsRow,
} from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { type ColumnsAt, columnsAt, missingFields, proposedMapping } from './column-mapping';
import type { SheetRow } from './read-sheet';

// An upload's columns are the lead's fields, headed by their wire names.
type Column = LeadFieldName;
const COLUMNS = LEAD_FIELD_NAMES;
const REQUIRED = COLUMNS.filter((column) => !kindOf(column).optional);
const OPTIONAL = COLUMNS.filter((column) => kindOf(column).optional);

/**
 * A lead as the import inserts it (the form's fields, the number normalised), its post link's key,
 * and its cells as read.
 */
export type UploadLead = CreateRentalInput & {
  postKey: string;
  /** The client's language: the row's `language` cell, else the guess (docs/rules/leads.md#d5.19). */
  language: Language;
  row: number;
  read: Partial<Record<Column, string>>;
};

export interface CheckedRows {
  leads: UploadLead[];
  skipped: SkippedRow[];
}

/** One part of a file's rows; `more` says whether parts follow it. */
export interface CheckedPart extends CheckedRows {
  more: boolean;
}

/** A cell echoed back in the skipped list is cut here: Excel holds 32,767 characters a cell, and no valid field is longer. */
const ECHO_MAX = 2048;
const echo = (text = '') => (text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX)}…` : text);

/** A row left out: its cells as read (every column, blank when absent), then why. */
export const skippedRow = (
  row: number,
  read: Partial<Record<Column, string>>,
  reason: string,
): SkippedRow => ({
  row,
  ...Object.fromEntries(COLUMNS.map((column) => [column, echo(read[column])])),
  reason,
});

export const missingColumns = (missing: Column[]) =>
  `No recognisable header: the first row must name the columns ${REQUIRED.join(', ')} ` +
  `(${OPTIONAL.join(', ')} is optional). Missing: ${missing.join(', ')}`;

/** Where each column sits, as proposed from the first non-blank row (column-mapping.ts). */
function columnsOf(header: SheetRow): ColumnsAt {
  const at = columnsAt(proposedMapping(header.cells), header.cells.length);
  const missing = missingFields(at);
  if (missing.length > 0) throw badRequest(missingColumns(missing));
  return at;
}

/** A language cell that says neither language: the create call's own refusal. */
const LANGUAGE_NOT_A_CHOICE = 'Language is not a valid choice';

/** "Maximum 50 characters allowed" says which field only once it is prefixed with the label. */
const reasonOf = (errors: FieldError[]) =>
  errors
    .map(({ path, message }) => {
      const label = RENTAL_LABELS[path as Column] ?? path;
      return message.startsWith(label) ? message : `${label}: ${message}`;
    })
    .join('; ');

/**
 * The rows checked a part at a time, in file order, so the import can write one part while the next
 * is checked (docs/decisions.md#p91): `partSizes` are the parts' sizes, its last repeating. A number seen in an
 * earlier part still skips a later row. A file with no rows under its header is one empty part.
 * `country` reads numbers written without + and a country code, as the create form does (docs/decisions.md#p53).
 * `columns` are the uploader's mapping (docs/rules/uploads.md#d5.7); without it, the header's proposal.
 */
export function* checkedParts(
  rows: SheetRow[],
  country: PhoneCountry,
  partSizes: readonly number[],
  columns?: ColumnsAt,
): Generator<CheckedPart> {
  const [header, ...body] = rows;
  const at = header ? [...(columns ?? columnsOf(header))] : [];
  // The client's language, optional and outside the mapping (docs/rules/uploads.md#d5.7).
  const languageAt = header ? languageColumnOf(header.cells) : -1;
  const firstRowOf = new Map<string, number>();
  const firstRowOfPost = new Map<string, number>();
  for (let start = 0, part = 0; start === 0 || start < body.length; part++) {
    const end = start + partSizes[Math.min(part, partSizes.length - 1)]!;
    const leads: UploadLead[] = [];
    const skipped: SkippedRow[] = [];
    for (const { row, cells } of body.slice(start, end)) {
      const read: Partial<Record<Column, string>> = {};
      for (const [column, index] of at) read[column] = cells[index] ?? '';
      const checked = check(CreateRentalInput, read);
      if (!checked.ok) {
        skipped.push(skippedRow(row, read, reasonOf(checked.errors)));
        continue;
      }
      const language = languageAt < 0 ? null : languageOfCell(cells[languageAt] ?? '');
      if (language === undefined) {
        skipped.push(skippedRow(row, read, LANGUAGE_NOT_A_CHOICE));
        continue;
      }
      const number = normalizeNumber(checked.value.number, country);
      const first = number && firstRowOf.get(number);
      const post = postKey(checked.value.post_link);
      const firstOfPost = firstRowOfPost.get(post);
      if (!number) skipped.push(skippedRow(row, read, `${RENTAL_LABELS.number}: ${INVALID_NUMBER}`));
      else if (first) skipped.push(skippedRow(row, read, duplicateOfRow(first)));
      else if (firstOfPost) skipped.push(skippedRow(row, read, samePostAsRow(firstOfPost)));
      else {
        firstRowOf.set(number, row);
        firstRowOfPost.set(post, row);
        leads.push({
          ...checked.value,
          number,
          postKey: post,
          language: language ?? postLanguage(checked.value),
          row,
          read,
        });
      }
    }
    yield { leads, skipped, more: end < body.length };
    start = end;
  }
}
