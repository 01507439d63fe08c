/**
 * The upload thread: unpacks, parses and checks an uploaded spreadsheet. On the server's own thread
 * an honest 100,000-row .xlsx stopped every other request for seconds; here they go on meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { PREVIEW_ROWS } from '../../../../src/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import { type CheckedNumberPart, checkedNumberParts } from '../do-not-contact/check-number-rows';
import { checkedParts, missingColumns } from './check-rows';
import { columnsAt, missingFields, proposedMapping } from './column-mapping';
import { sheetRows } from './previewed-rows';
import type { SheetRow } from './read-sheet';
import type { LeadPart, SheetJob, SheetReply } from './sheet-messages';

const port = parentPort!;
/**
 * The import writes one part while the next is checked, and nothing is written before the first part
 * is checked: so the first parts are small, and each is checked in less time than the one before it
 * takes to write (checking a row costs about a third of writing it). The later parts, about a third
 * of a second of checking each, keep the statements few.
 */
const PART_SIZES = [1_000, 3_000, 10_000];

/** A cell shown in a preview is cut here: enough to recognise a column, small to send. */
const PEEK_CELL_MAX = 200;

/**
 * A lead file's rows checked with the uploader's mapping or the header's proposal (docs/rules/uploads.md#d5.7). An
 * import is refused (400) while a required field has no column; a preview answers which are missing,
 * and its first part carries a look at the file.
 */
function* leadParts(rows: SheetRow[], { country, mapping, preview }: SheetJob): Generator<LeadPart> {
  // A sheet's row may have holes where cells were never written: a header reads them as blank.
  const headers = Array.from(rows[0]!.cells, (cell) => cell ?? '');
  const at = columnsAt(mapping ?? proposedMapping(headers), headers.length);
  const missing = missingFields(at);
  if (!preview && missing.length > 0) throw badRequest(missingColumns(missing));
  const parts = checkedParts(rows, country, PART_SIZES, at);
  if (!preview) return yield* parts;
  const first = parts.next();
  if (first.done) return;
  const peekRows = rows.slice(1, 1 + PREVIEW_ROWS).map(({ row, cells }) => ({
    row,
    cells: headers.map((_, index) => (cells[index] ?? '').slice(0, PEEK_CELL_MAX)),
  }));
  yield { ...first.value, peek: { headers, mapping: Object.fromEntries(at), missing, rows: peekRows } };
  yield* parts;
}

function partsOf(job: SheetJob): Iterator<LeadPart | CheckedNumberPart> {
  const rows = sheetRows(Buffer.from(job.bytes), job.filename, job.preview === true);
  return job.kind === 'leads' ? leadParts(rows, job) : checkedNumberParts(rows, job.country, PART_SIZES);
}

port.on('message', (job: SheetJob) => {
  const { id } = job;
  let parts: Iterator<LeadPart | CheckedNumberPart>;
  let next: IteratorResult<LeadPart | CheckedNumberPart>;
  try {
    parts = partsOf(job);
    // The header is checked with the first part: a refusal comes before any part.
    next = parts.next();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return port.postMessage({ id, refused: { statusCode: error.statusCode, message: error.message } });
  }
  for (; !next.done; next = parts.next()) port.postMessage({ id, part: next.value } satisfies SheetReply);
});
