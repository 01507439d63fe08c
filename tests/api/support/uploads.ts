/** Multipart uploads as the widgets send them, and spreadsheets built and read the way Excel does. */
import * as XLSX from 'xlsx';
import type { CheckedPart } from '../../../server/src/services/uploads/check-rows';
import { type Envelope, type ErrorBody, postKey } from '../../../src/contract';
import { nextNumber } from './leads';
import type { TestServer } from './server';

export interface Upload {
  status: number;
  body: Envelope<unknown> & ErrorBody;
}

/** POSTs `bytes` as the multipart field `field` (the API's `file`). */
export async function upload(
  server: TestServer,
  path: string,
  token: string,
  bytes: Uint8Array | string,
  filename: string,
  field = 'file',
): Promise<Upload> {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** POSTs `bytes` as the field `file`, after the text `fields` (an import's `mapping`), as the widget sends them. */
export async function uploadWith(
  server: TestServer,
  path: string,
  token: string,
  bytes: Uint8Array | string,
  filename: string,
  fields: Record<string, string>,
): Promise<Upload> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Spreadsheet rows as .xlsx bytes, built the way a user's Excel would save them. */
export function xlsxOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

/** Spreadsheet rows as CSV text. */
export function csvOf(rows: unknown[][]): string {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  return XLSX.utils.sheet_to_csv(sheet);
}

/** The rows of the first sheet of an .xlsx, as text. */
export function readXlsx(bytes: ArrayBuffer | Buffer): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
}

export const HEADER = [
  'facebook_name',
  'client_name',
  'number',
  'rent',
  'houseApt_details',
  'address',
  'post_link',
  'ss_link',
];

/**
 * A good upload row whose number is `number`: its post and its address's number come from the
 * number's digits, so two rows are never one post nor a likely duplicate (docs/rules/leads.md#d5.14).
 */
export const goodRow = (number: string, name = 'Ana Lopez') => {
  const digits = number.replace(/\D/g, '');
  return [
    'ana.fb',
    name,
    number,
    '$750',
    '2 bedrooms, 1 bath',
    `Calle ${digits}, Panama`,
    `https://facebook.com/post/${digits}`,
    '',
  ];
};

/** A good row at sheet row `row` as the upload thread hands it over once checked, with a new number. */
export function checkedLead(row: number): CheckedPart['leads'][number] {
  const [facebook_name, client_name, number, rent, houseApt_details, address, post_link] = goodRow(
    nextNumber(),
  );
  const fields = {
    facebook_name,
    client_name,
    number,
    rent,
    houseApt_details,
    address,
    post_link,
    ss_link: '',
  };
  return {
    ...fields,
    postKey: postKey(post_link!),
    language: 'en',
    row,
    read: fields,
  } as CheckedPart['leads'][number];
}
