/**
 * The upload thread: unpacks, parses and checks an uploaded spreadsheet. On the server's own thread
 * an honest 100,000-row .xlsx stopped every other request for seconds; here they go on meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../lib/http-error';
import { checkRows } from './check-rows';
import { readSheetRows } from './read-sheet';
import type { SheetJob, SheetReply } from './sheet-messages';

const port = parentPort!;

port.on('message', ({ id, filename, bytes, country }: SheetJob) => {
  let reply: SheetReply;
  try {
    reply = { id, checked: checkRows(readSheetRows(Buffer.from(bytes), filename), country) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reply = { id, refused: { statusCode: error.statusCode, message: error.message } };
  }
  port.postMessage(reply);
});
