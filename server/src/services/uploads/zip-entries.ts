/**
 * What a zip file really unpacks to: an .xlsx is a zip, and a small one can unpack to gigabytes while
 * its directory declares a few bytes. Each entry is inflated with a ceiling on its output, so the
 * count stops at the limit whatever the size fields say, and nothing over it is ever held.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 (stored) or 8 (deflated); SheetJS reads no other method. */
  method: number;
  compressedSize: number;
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

/** The end record sits in the last 22 bytes, or before a comment of up to 64 KB. */
function endOfDirectory(bytes: Buffer): number | undefined {
  const earliest = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.length - END_RECORD_BYTES; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/** The entries the central directory lists; undefined when the bytes are not a well-formed zip directory. */
export function zipEntries(bytes: Buffer): ZipEntry[] | undefined {
  const end = endOfDirectory(bytes);
  if (end === undefined) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_BYTES > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + ENTRY_BYTES, at + ENTRY_BYTES + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += ENTRY_BYTES + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header; undefined when they lie outside the file. */
function entryData(bytes: Buffer, entry: ZipEntry): Buffer | undefined {
  const at = entry.offset;
  if (at + LOCAL_BYTES > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return undefined;
  const start = at + LOCAL_BYTES + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end > bytes.length ? undefined : bytes.subarray(start, end);
}

export type UnpackedSize = { bytes: number } | { over: true } | { unreadable: true };

/**
 * The bytes every entry inflates to, counted by inflating them, or `over` as soon as the total passes
 * `limit`. An entry's output buffer is capped at what the limit leaves, so a bomb costs at most that.
 */
export function unpackedSize(bytes: Buffer, entries: ZipEntry[], limit: number): UnpackedSize {
  let total = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    if (!data || (entry.method !== STORED && entry.method !== DEFLATED)) return { unreadable: true };
    let size = data.length;
    if (entry.method === DEFLATED) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, limit - total + 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { over: true };
        return { unreadable: true };
      }
    }
    total += size;
    if (total > limit) return { over: true };
  }
  return { bytes: total };
}
