/**
 * Checks the rows of a bulk add to the do-not-contact list (docs/rules/do-not-contact.md#d5.13), in the upload thread as an
 * import's are (docs/decisions.md#p70): the header names the columns `number` and `reason` (any case, spaces and
 * underscores ignored, docs/rules/uploads.md#d5.7), each row passes the add form's own rules with its number read as a
 * lead's (docs/decisions.md#p53), and a number seen earlier in the file skips the later row. A row is skipped, not
 * fatal, with its reason.
 */
import {
  check,
  DO_NOT_CONTACT_COLUMNS,
  DoNotContactInput,
  duplicateOfRow,
  INVALID_NUMBER,
  normalizeNumber,
  type PhoneCountry,
  type SkippedNumber,
} from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import type { SheetRow } from '../uploads/read-sheet';

/** A number to list: its row in the file, E.164, and why. */
export interface NumberToList {
  row: number;
  number: string;
  reason: string;
  /** The number as the file wrote it, for the skipped list if the list has it already. */
  read: string;
}

export interface CheckedNumberPart {
  numbers: NumberToList[];
  skipped: SkippedNumber[];
  more: boolean;
}

type Column = (typeof DO_NOT_CONTACT_COLUMNS)[number];

const headerKey = (text: string) => text.toLowerCase().replace(/[\s_]/g, '');

export const missingNumberColumns = (missing: Column[]) =>
  `No recognisable header: the first row must name the columns ${DO_NOT_CONTACT_COLUMNS.join(', ')}. ` +
  `Missing: ${missing.join(', ')}`;

function columnsOf(header: SheetRow | undefined): Record<Column, number> {
  const keys = (header?.cells ?? []).map((cell) => headerKey(cell ?? ''));
  const missing = DO_NOT_CONTACT_COLUMNS.filter((column) => !keys.includes(column));
  if (missing.length > 0) throw badRequest(missingNumberColumns(missing));
  return { number: keys.indexOf('number'), reason: keys.indexOf('reason') };
}

/** "Reason is required" names its field already; "Maximum 200 characters allowed" does once prefixed. */
const withLabel = (label: string, message: string) =>
  message.startsWith(label) ? message : `${label}: ${message}`;

/**
 * The rows a part at a time, in file order, as checkedParts does for leads (`partSizes`, its last
 * repeating). A file with no rows under its header is one empty part.
 */
export function* checkedNumberParts(
  rows: SheetRow[],
  country: PhoneCountry,
  partSizes: readonly number[],
): Generator<CheckedNumberPart> {
  const [header, ...body] = rows;
  const at = columnsOf(header);
  const firstRowOf = new Map<string, number>();
  for (let start = 0, part = 0; start === 0 || start < body.length; part++) {
    const end = start + partSizes[Math.min(part, partSizes.length - 1)]!;
    const numbers: NumberToList[] = [];
    const skipped: SkippedNumber[] = [];
    for (const { row, cells } of body.slice(start, end)) {
      const read = { number: cells[at.number] ?? '', reason: cells[at.reason] ?? '' };
      const skip = (reason: string) => skipped.push({ row, number: read.number, reason });
      const checked = check(DoNotContactInput, read);
      if (!checked.ok) {
        skip(
          checked.errors
            .map(({ path, message }) => withLabel(path === 'number' ? 'Number' : 'Reason', message))
            .join('; '),
        );
        continue;
      }
      const number = normalizeNumber(checked.value.number, country);
      const first = number && firstRowOf.get(number);
      if (!number) skip(`Number: ${INVALID_NUMBER}`);
      else if (first) skip(duplicateOfRow(first));
      else {
        firstRowOf.set(number, row);
        numbers.push({ row, number, reason: checked.value.reason, read: read.number });
      }
    }
    yield { numbers, skipped, more: end < body.length };
    start = end;
  }
}
