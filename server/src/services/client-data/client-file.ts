/**
 * A client's data as a file (docs/rules/client-data.md#d13.2): `client_data_<timestamp>.json`, the answer of GET /clientData
 * as it is, or `.xlsx` with one sheet per kind (Leads, Deals, Messages, Audit), each value as stored
 * (numbers E.164, times ISO) and every cell text, so nothing in it can become a formula.
 */
import * as XLSX from 'xlsx';
import { CLIENT_SHEETS, type ClientData, type ClientExportFormat } from '../../../../src/contract';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | boolean | null | undefined | object;
const text = (value: Cell): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One sheet: the keys of every row as its header, in the order they first appear. */
function sheetOf(rows: Record<string, Cell>[]): XLSX.WorkSheet {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return XLSX.utils.aoa_to_sheet([keys, ...rows.map((row) => keys.map((key) => text(row[key])))]);
}

export interface ClientFile {
  filename: string;
  type: string;
  bytes: Buffer;
}

export function clientFile(data: ClientData, format: ClientExportFormat, now: Date): ClientFile {
  const filename = `client_data_${now.getTime()}.${format}`;
  if (format === 'json')
    return { filename, type: 'application/json', bytes: Buffer.from(JSON.stringify(data, null, 2)) };
  const book = XLSX.utils.book_new();
  const kinds = [
    [CLIENT_SHEETS.leads, data.leads],
    [CLIENT_SHEETS.deals, data.deals],
    [CLIENT_SHEETS.messages, data.messages],
    [CLIENT_SHEETS.audit, data.audit],
  ] as const;
  for (const [name, rows] of kinds)
    XLSX.utils.book_append_sheet(book, sheetOf(rows as unknown as Record<string, Cell>[]), name);
  return {
    filename,
    type: XLSX_TYPE,
    bytes: XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }),
  };
}
