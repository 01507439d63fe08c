/** The import benchmark's files: good leads as CSV or .xlsx, posted as a bulk upload for use. */
import * as XLSX from 'xlsx';
import { pathTo, uploadsApi } from '../../src/contract';

/** A random start, so a kept folder's earlier runs never hold these numbers. */
let nextBlock = Math.floor(Math.random() * 8_000);

const HEADER = [
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
 * `rows` leads, numbered from a block of ten-digit numbers the seed never uses (it counts up from
 * 2,000,000,000), a new block each call and each run; `repeats` of them, spread through the file,
 * take numbers from `taken` instead, so the import skips them as already saved.
 */
export function leadRows(rows: number, taken: string[] = [], repeats = 0): string[][] {
  const base = 3_000_000_000 + nextBlock++ * 100_000;
  const every = repeats > 0 ? Math.floor(rows / repeats) : 0;
  const body: string[][] = [HEADER];
  for (let i = 0; i < rows; i++) {
    const repeat = every > 0 && i % every === 0 && i / every < repeats ? taken[i / every] : undefined;
    const number = repeat ?? String(base + i);
    body.push([
      `fb.user.${i}`,
      `Client ${i}`,
      number,
      `$${650 + (i % 900)}`,
      `${1 + (i % 4)} bedrooms, 1 bath`,
      // Its own address: a seeded lead's rent and street would make it a likely duplicate (docs/rules/leads.md#d5.14).
      `Calle ${base + i}, Panama`,
      `https://facebook.com/post/${base + i}`,
      '',
    ]);
  }
  return body;
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export const asCsv = (rows: string[][]): Uint8Array =>
  new TextEncoder().encode(rows.map((row) => row.map(csvCell).join(',')).join('\n'));

/** Written as a spreadsheet program saves it: one sheet, compressed. */
export function asXlsx(rows: string[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Leads');
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}

/** Posts the file to an import (or its preview) and answers the server's message ("Inserted: N, Skipped: M"). */
export async function uploadFile(
  baseUrl: string,
  token: string,
  bytes: Uint8Array,
  name: string,
  call: typeof uploadsApi.importToPool | typeof uploadsApi.previewImport = uploadsApi.importToPool,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  const response = await fetch(`${baseUrl}${pathTo(call)}`, {
    method: call.method,
    headers: { authorization: token },
    body: form,
  });
  const body = (await response.json()) as { message: string };
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${body.message}`);
  return body.message;
}
