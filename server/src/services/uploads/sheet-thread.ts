/**
 * The upload thread: unpacks, parses and checks an uploaded spreadsheet. On the server's own thread
 * an honest 100,000-row .xlsx stopped every other request for seconds; here they go on meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error';
import { type CheckedNumberPart, checkedNumberParts } from '../do-not-contact/check-number-rows';
import { type CheckedPart, checkedParts } from './check-rows';
import { readSheetRows } from './read-sheet';
import type { SheetJob, SheetKind, SheetReply } from './sheet-messages';

const port = parentPort!;
/**
 * The import writes one part while the next is checked, and nothing is written before the first part
 * is checked: so the first parts are small, and each is checked in less time than the one before it
 * takes to write (checking a row costs about a third of writing it). The later parts, about a third
 * of a second of checking each, keep the statements few.
 */
const PART_SIZES = [1_000, 3_000, 10_000];

/** Each kind of file's rows, checked a part at a time. */
const CHECKERS: Record<SheetKind, typeof checkedParts | typeof checkedNumberParts> = {
  leads: checkedParts,
  numbers: checkedNumberParts,
};

port.on('message', ({ id, filename, bytes, country, kind }: SheetJob) => {
  let parts: Iterator<CheckedPart | CheckedNumberPart>;
  let next: IteratorResult<CheckedPart | CheckedNumberPart>;
  try {
    parts = CHECKERS[kind](readSheetRows(Buffer.from(bytes), filename), country, PART_SIZES);
    // The header is checked with the first part: a refusal comes before any part.
    next = parts.next();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return port.postMessage({ id, refused: { statusCode: error.statusCode, message: error.message } });
  }
  for (; !next.done; next = parts.next()) port.postMessage({ id, part: next.value } satisfies SheetReply);
});
