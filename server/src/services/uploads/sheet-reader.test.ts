import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { BEYOND_LIMITS, EMPTY_FILE } from '../../../../src/contract';
import { HttpError } from '../../lib/http-error';
import type { CheckedPart } from './check-rows';
import { SheetReader, type UploadedFile } from './sheet-reader';

const HEADER = ['facebook_name', 'client_name', 'number', 'rent', 'houseApt_details', 'address', 'post_link'];
/** Row `i`, its number and post its own: a post repeated in a file is skipped (docs/rules/leads.md#d5.14). */
const row = (i: number) => [
  'ana.fb',
  'Ana Lopez',
  String(5070000000 + i),
  '$750',
  '2 rooms',
  'Calle 50',
  `https://facebook.com/p/${i}`,
];

const books = new Map<number, Buffer>();

/** A workbook of `rows` rows, written once a size: two tests read the 30,000 rows (seconds to write). */
function xlsxOf(rows: number): Buffer {
  let bytes = books.get(rows);
  if (!bytes) {
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([HEADER, ...Array.from({ length: rows }, (_, i) => row(i))]);
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    books.set(rows, bytes);
  }
  return bytes;
}

const reader = new SheetReader();

/** Every part the reader hands over, and the rows of all of them. */
async function whole(file: UploadedFile, by = reader) {
  const parts: CheckedPart[] = [];
  for await (const part of by.check(file)) parts.push(part);
  return {
    parts,
    leads: parts.flatMap((part) => part.leads),
    skipped: parts.flatMap((part) => part.skipped),
  };
}
afterAll(() => reader.close());

// The thread loads its TypeScript on first use: seconds on a busy 2-core machine.
describe('the upload thread', { timeout: 60_000 }, () => {
  it('answers the checked rows of a file', async () => {
    const { leads, skipped } = await whole({ filename: 'leads.xlsx', bytes: xlsxOf(3) });
    expect(leads.map((lead) => [lead.row, lead.client_name])).toEqual([
      [2, 'Ana Lopez'],
      [3, 'Ana Lopez'],
      [4, 'Ana Lopez'],
    ]);
    expect(skipped).toEqual([]);
  });

  it('answers a refusal as the 400 it is', async () => {
    const refused = whole({ filename: 'leads.csv', bytes: Buffer.from('\n\n') });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, message: EMPTY_FILE });
  });

  it('leaves the server’s thread free while it reads', async () => {
    const bytes = xlsxOf(30_000);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const { leads } = await whole({ filename: 'leads.xlsx', bytes });
    clearInterval(timer);
    expect(leads).toHaveLength(30_000);
    // Read on this thread, the file would have held every timer until it was done.
    expect(ticks).toBeGreaterThan(5);
  });

  it('hands a large file over in parts, small ones first, then of 10,000 rows, in order', async () => {
    const { parts } = await whole({ filename: 'leads.xlsx', bytes: xlsxOf(25_000) });
    expect(parts.map((part) => [part.leads.length, part.leads[0]?.row, part.more])).toEqual([
      [1_000, 2, true],
      [3_000, 1_002, true],
      [10_000, 4_002, true],
      [10_000, 14_002, true],
      [1_000, 24_002, false],
    ]);
  });

  it('refuses a file that exhausts the thread’s heap, and reads the next on a new thread', async () => {
    // A heap that holds the thread and a one-row file, not 30,000 rows.
    const small = new SheetReader(undefined, { maxOldGenerationSizeMb: 48 });
    try {
      const refused = whole({ filename: 'leads.xlsx', bytes: xlsxOf(30_000) }, small);
      await expect(refused).rejects.toMatchObject({ statusCode: 400, message: BEYOND_LIMITS });
      const { leads } = await whole({ filename: 'leads.xlsx', bytes: xlsxOf(1) }, small);
      expect(leads).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('reads on after its thread was ended', async () => {
    await reader.close();
    const { leads } = await whole({ filename: 'leads.xlsx', bytes: xlsxOf(1) });
    expect(leads).toHaveLength(1);
  });
});
