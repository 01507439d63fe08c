/**
 * Hostile .xlsx files for the zip bomb guard (docs/rules/uploads.md#d5.7, docs/decisions.md#p70): an honest workbook plus entries that
 * inflate to `mb` MB of zeros from about a thousandth of that, written as a plain bomb or with the
 * zip's records disagreeing where a check of the central directory and SheetJS read different ones.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { goodRow, HEADER, xlsxOf } from './uploads';

interface Entry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** As stored in the file. */
  data: Buffer;
  size: number;
  crc: number;
}

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const MB = 1024 * 1024;

/** The entries of a zip SheetJS wrote: one after another, each with its sizes in its local header. */
function entriesOf(zip: Buffer): Entry[] {
  const entries: Entry[] = [];
  for (let at = 0; zip.readUInt32LE(at) === LOCAL_HEADER; ) {
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const end = start + zip.readUInt32LE(at + 18);
    entries.push({
      name: zip.toString('latin1', at + 30, at + 30 + nameLength),
      method: zip.readUInt16LE(at + 8),
      data: zip.subarray(start, end),
      size: zip.readUInt32LE(at + 22),
      crc: zip.readUInt32LE(at + 14),
    });
    at = end;
  }
  return entries;
}

/**
 * `mb` MB of zeros deflated a megabyte at a time, so building it never holds what it unpacks to;
 * its records declare `declared` bytes unpacked.
 */
function zeros(name: string, mb: number, declared = mb * MB): Entry {
  const megabyte = Buffer.alloc(MB);
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([...Array.from({ length: mb }, () => block), deflateRawSync(Buffer.alloc(0))]);
  let crc = 0;
  for (let i = 0; i < mb; i++) crc = crc32(megabyte, crc);
  return { name, method: 8, data, size: declared, crc };
}

/** `content` as a stored entry. */
const stored = (name: string, content: Buffer): Entry => ({
  name,
  method: 0,
  data: content,
  size: content.length,
  crc: crc32(content),
});

/** An honest workbook of one lead: what the bombs ride along with. */
const workbook = () => entriesOf(Buffer.from(xlsxOf([HEADER, goodRow('5076199001')])));

function header(entry: Entry, bytes: number, signature: number): Buffer {
  const name = Buffer.from(entry.name, 'latin1');
  const out = Buffer.alloc(bytes + name.length);
  out.writeUInt32LE(signature, 0);
  name.copy(out, bytes);
  return out;
}

interface Layout {
  /** The method each entry's directory record states, when it differs from its local header's. */
  directoryMethod?: Record<string, number>;
  /** How many entries the end record's total counts; its count of this disk's entries counts them all. */
  listed?: number;
}

/** The zip of `entries`, every record truthful unless `layout` says otherwise. */
function zipOf(entries: Entry[], layout: Layout = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = header(entry, 30, LOCAL_HEADER);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = header(entry, 46, DIRECTORY_ENTRY);
    local.copy(central, 6, 4, 30);
    central.writeUInt16LE(layout.directoryMethod?.[entry.name] ?? entry.method, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.data);
    directory.push(central);
    offset += local.length + entry.data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(layout.listed ?? entries.length, 10);
  end.writeUInt32LE(
    directory.reduce((sum, record) => sum + record.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** A workbook with a picture that inflates to `mb` MB: every record tells the truth about it. */
export const deflateBomb = (mb: number) => zipOf([...workbook(), zeros('xl/media/image1.png', mb)]);

/** The same picture with its records declaring a kilobyte, as a zip bomb's do. */
export const understatedBomb = (mb: number) => zipOf([...workbook(), zeros('xl/media/image1.png', mb, 1024)]);

/** The picture's directory record says it is stored, so its packed size passes for what it unpacks to. */
export const storedOverDeflated = (mb: number) =>
  zipOf([...workbook(), zeros('xl/media/image1.png', mb)], { directoryMethod: { 'xl/media/image1.png': 0 } });

/**
 * `count` pictures of `mb` MB each that the end record's total leaves out, while its count of this
 * disk's entries (the one SheetJS reads) includes them.
 */
export function unlistedEntries(mb: number, count: number): Buffer {
  const honest = workbook();
  const bombs = Array.from({ length: count }, (_, i) => zeros(`xl/media/image${i + 1}.png`, mb));
  return zipOf([...honest, ...bombs], { listed: honest.length });
}

/** The honest workbook with `extra` entries added (stored) and the entries named in `without` left out. */
const workbookWith = (extra: Record<string, Buffer>, without: string[] = []) =>
  zipOf([
    ...workbook().filter((entry) => !without.includes(entry.name)),
    ...Object.entries(extra).map(([name, content]) => stored(name, content)),
  ]);

/**
 * A deflate bomb of `mb` MB zipped inside as `Index.zip`, with no `[Content_Types].xml`: SheetJS then
 * reads the inner zip as the workbook (a Numbers file's layout).
 */
export const nestedBomb = (mb: number) =>
  workbookWith({ 'Index.zip': deflateBomb(mb) }, ['[Content_Types].xml']);

/**
 * The honest workbook carrying an OpenDocument spreadsheet as well, its manifest named `manifest`:
 * SheetJS reads such a zip as the OpenDocument one.
 */
export function withOpenDocument(manifest = 'META-INF/manifest.xml'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, goodRow('5076199002')]), 'Sheet1');
  const ods = entriesOf(XLSX.write(book, { type: 'buffer', bookType: 'ods' }));
  return zipOf([
    ...workbook(),
    ...ods.map((entry) => (entry.name === 'META-INF/manifest.xml' ? { ...entry, name: manifest } : entry)),
  ]);
}
