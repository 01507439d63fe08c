/**
 * What a zip file really unpacks to: an .xlsx is a zip, and a small one can unpack to gigabytes while
 * its records declare a few bytes. Every entry is inflated here with a ceiling on its output, and the
 * reader is handed these inflated entries, never the zip: SheetJS would find an entry's method, name
 * and end through its local header and its own count of the directory, which a hostile file makes
 * say other than what is checked here (docs/decisions.md#p70). So a zip whose records disagree is refused whole.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 (stored) or 8 (deflated); an .xlsx uses no other. */
  method: number;
  flags: number;
  compressedSize: number;
  /** What the entry says it unpacks to. */
  size: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const ENTRY_BYTES = 46;
const LOCAL_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;
/** Encrypted, strongly encrypted, or with its local header masked: nothing SheetJS reads either. */
const ENCRYPTED = 0x2041;

/** The end record sits in the last 22 bytes, or before a comment of up to 64 KB. */
function endOfDirectory(bytes: Buffer): number | undefined {
  const earliest = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.length - END_RECORD_BYTES; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/**
 * The entries the central directory lists; undefined unless it is one directory, on one disk, that
 * ends where the end record begins and holds exactly the entries both of the end record's counts give.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  const end = endOfDirectory(bytes);
  if (end === undefined) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (bytes.readUInt16LE(end + 8) !== count || at + bytes.readUInt32LE(end + 12) !== end) return undefined;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_BYTES > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      name: bytes.toString('utf8', at + ENTRY_BYTES, at + ENTRY_BYTES + nameLength),
      method: bytes.readUInt16LE(at + 10),
      flags: bytes.readUInt16LE(at + 8),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += ENTRY_BYTES + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return at === end ? entries : undefined;
}

/** Where an entry's packed bytes start, when its local header agrees with its directory record. */
function dataStart(bytes: Buffer, entry: ZipEntry): number | undefined {
  const at = entry.offset;
  if (at + LOCAL_BYTES > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return undefined;
  const nameLength = bytes.readUInt16LE(at + 26);
  const name = bytes.toString('utf8', at + LOCAL_BYTES, at + LOCAL_BYTES + nameLength);
  if (bytes.readUInt16LE(at + 8) !== entry.method || name !== entry.name) return undefined;
  return at + LOCAL_BYTES + nameLength + bytes.readUInt16LE(at + 28);
}

/** Each entry's packed bytes; undefined when one lies outside the file or shares bytes with another. */
function packedData(bytes: Buffer, entries: ZipEntry[]): Buffer[] | undefined {
  const spans: { from: number; start: number; end: number }[] = [];
  for (const entry of entries) {
    const start = dataStart(bytes, entry);
    if (start === undefined) return undefined;
    spans.push({ from: entry.offset, start, end: start + entry.compressedSize });
  }
  const byPlace = [...spans].sort((a, b) => a.from - b.from);
  if (byPlace.some((span, i) => span.end > (byPlace[i + 1]?.from ?? bytes.length))) return undefined;
  return spans.map((span) => bytes.subarray(span.start, span.end));
}

export interface UnpackedEntry {
  name: string;
  content: Buffer;
}

export type Unpacked = { entries: UnpackedEntry[] } | { over: true } | { unreadable: true };

/**
 * Every entry inflated, or `over` as soon as their total, declared or real, passes `limit`: an
 * entry's output is capped at what the limit leaves, so a bomb that lies about its sizes costs at
 * most that. `unreadable`: records that disagree, entries that overlap, encryption, sizes that lie.
 */
export function unpack(bytes: Buffer, entries: ZipEntry[], limit: number): Unpacked {
  const packed = packedData(bytes, entries);
  if (!packed) return { unreadable: true };
  // What the records declare already over the limit needs no inflating to refuse.
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > limit) return { over: true };
  const unpacked: UnpackedEntry[] = [];
  let total = 0;
  for (const [i, entry] of entries.entries()) {
    let content = packed[i]!;
    if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED))
      return { unreadable: true };
    if (entry.method === DEFLATED) {
      try {
        content = inflateRawSync(content, { maxOutputLength: limit - total + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { over: true };
        return { unreadable: true };
      }
    }
    total += content.length;
    if (total > limit) return { over: true };
    if (content.length !== entry.size) return { unreadable: true };
    unpacked.push({ name: entry.name, content });
  }
  return { entries: unpacked };
}
