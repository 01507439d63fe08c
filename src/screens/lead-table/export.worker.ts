/** The download's worker: keeps the pages of cells it receives and, given the layout, sends back the .xlsx bytes. */
import * as XLSX from 'xlsx';
import { type ExportMessage, type ExportReply, exportHandler } from './export-sheet';

const handle = exportHandler(XLSX);

const reply = (answer: ExportReply) =>
  // The file's buffer is transferred, not copied: a large file is never held twice.
  self.postMessage(answer, { transfer: 'bytes' in answer ? [answer.bytes] : [] });

self.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
  const answer = handle(data);
  if (answer) reply(answer);
};

reply({ ready: true });
