/** The download's worker: reads the export's body it is handed, turns rows into cells and sends back progress and the .xlsx bytes. */
import * as XLSX from 'xlsx';
import { configure } from '../../core/config';
import { loadPhone } from '../../lib/phone';
import { type ExportMessage, type ExportReply, runExport } from './export-sheet';

const reply = (answer: ExportReply) =>
  // The file's buffer is transferred, not copied: a large file is never held twice.
  self.postMessage(answer, { transfer: 'file' in answer && answer.file ? [answer.file] : [] });

self.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
  // The numbers are written as the page shows them.
  configure({ phoneCountry: data.phoneCountry });
  void runExport(XLSX, data, reply);
};

// Ready once the phone metadata is here: every row's number needs it. If it cannot load, an uncaught
// error tells the page, which then makes the file itself (workbook-builder.ts).
loadPhone().then(
  () => reply({ ready: true }),
  (error: unknown) =>
    setTimeout(() => {
      throw error;
    }),
);
