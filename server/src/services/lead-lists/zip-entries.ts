/**
 * The names and unpacked sizes a zip file declares in its central directory, read without unpacking
 * anything: an .xlsx is a zip, and a small one can unpack to gigabytes.
 */

export interface ZipEntry {
  name: string;
  /** Unpacked bytes; 0xFFFFFFFF stands for a ZIP64 size, which is larger still. */
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_BYTES = 46;

/** The end record sits in the last 22 bytes, or before a comment of up to 64 KB. */
function endOfDirectory(bytes: Buffer): number | undefined {
  const earliest = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.length - END_RECORD_BYTES; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/** Undefined when the bytes are not a well-formed zip directory. */
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
      size: bytes.readUInt32LE(at + 24),
    });
    at += ENTRY_BYTES + nameLength + extraLength + commentLength;
  }
  return entries;
}
