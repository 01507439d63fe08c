/**
 * An .xlsx unpacked before SheetJS sees it (docs/decisions.md#p70): an honest file gives its entries as written;
 * a zip whose records disagree, in any field SheetJS would read from elsewhere, is unreadable.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { goodRow, HEADER } from '../../../../tests/api/support/uploads';
import { unpack, zipEntries } from './zip-entries';

const LIMIT = 1024 * 1024;

/** A one-lead workbook as SheetJS writes it: deflated, no comment, so its end record is its last 22 bytes. */
function workbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, goodRow('5076199301')]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

const endRecord = (zip: Buffer) => zip.length - 22;

/** Where each central directory record starts. */
function directoryRecords(zip: Buffer): number[] {
  const records: number[] = [];
  for (let at = zip.readUInt32LE(endRecord(zip) + 16); at < endRecord(zip); ) {
    records.push(at);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

/** The workbook with its first directory record listed twice, so two entries are one local entry. */
function firstListedTwice(zip: Buffer): Buffer {
  const [first, second] = directoryRecords(zip);
  const copy = zip.subarray(first, second);
  const out = Buffer.concat([zip.subarray(0, endRecord(zip)), copy, zip.subarray(endRecord(zip))]);
  const end = endRecord(out);
  for (const count of [end + 8, end + 10]) out.writeUInt16LE(out.readUInt16LE(count) + 1, count);
  out.writeUInt32LE(out.readUInt32LE(end + 12) + copy.length, end + 12);
  return out;
}

type Change = (zip: Buffer, records: number[]) => unknown;

/** The workbook with `change` made to its bytes (or the bytes it returns), unpacked. */
function unpacked(change: Change) {
  const honest = workbook();
  const changed = change(honest, directoryRecords(honest));
  const zip = Buffer.isBuffer(changed) ? changed : honest;
  const entries = zipEntries(zip);
  return entries ? unpack(zip, entries, LIMIT) : { unreadable: true };
}

describe('unpacking an .xlsx', () => {
  it('gives an honest file’s entries as SheetJS wrote them', () => {
    const zip = workbook();
    const written = XLSX.CFB.read(zip, { type: 'buffer' });
    const result = unpack(zip, zipEntries(zip)!, LIMIT);
    expect('entries' in result).toBe(true);
    for (const { name, content } of 'entries' in result ? result.entries : []) {
      expect(content.equals(XLSX.CFB.find(written, `/${name}`).content)).toBe(true);
    }
  });

  it('is over when the entries inflate past the limit', () => {
    const zip = workbook();
    expect(unpack(zip, zipEntries(zip)!, 1000)).toEqual({ over: true });
  });

  it.each<[string, Change]>([
    [
      'its end record’s two counts differ',
      (zip) => zip.writeUInt16LE(zip.readUInt16LE(endRecord(zip) + 8) + 1, endRecord(zip) + 8),
    ],
    [
      'its directory stops short of the end record',
      (zip) => zip.writeUInt32LE(zip.readUInt32LE(endRecord(zip) + 12) - 46, endRecord(zip) + 12),
    ],
    [
      'a local header’s method differs from its directory record’s',
      (zip, [first]) => zip.writeUInt16LE(0, zip.readUInt32LE(first! + 42) + 8),
    ],
    [
      'a local header’s name differs from its directory record’s',
      (zip, [first]) => zip.writeUInt8(0x41, zip.readUInt32LE(first! + 42) + 30),
    ],
    ['two directory records list one local entry', firstListedTwice],
    [
      'an entry’s packed bytes run into the next entry',
      (zip, [first]) => zip.writeUInt32LE(zip.readUInt32LE(first! + 20) + 1, first! + 20),
    ],
    ['an entry is encrypted', (zip, [first]) => zip.writeUInt16LE(1, first! + 8)],
    [
      'an entry unpacks to other than it declares',
      (zip, [first]) => zip.writeUInt32LE(zip.readUInt32LE(first! + 24) - 1, first! + 24),
    ],
  ])('is unreadable when %s', (_, change) => {
    expect(unpacked(change)).toEqual({ unreadable: true });
  });
});
