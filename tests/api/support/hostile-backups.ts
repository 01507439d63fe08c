/**
 * Hostile backup files for `npm run restore` (docs/decisions.md#p83): gzipped tars with entries a data folder never
 * has (links, names outside it, files larger than PostgreSQL writes), and zeros that inflate a
 * thousandfold, built a megabyte at a time so making them never holds what they unpack to.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

const BLOCK = 512;
const MB = 1024 * 1024;

/** What an entry holds: bytes, or `zeros` bytes of zeros. */
export type Content = Buffer | { zeros: number };

/** One tar entry: a ustar header (`type`: '0' file, '1' hard link, '2' symlink, '5' folder, '6' FIFO) and its data. */
export interface TarEntry {
  name: string;
  type: '0' | '1' | '2' | '5' | '6';
  content?: Content;
  link?: string;
}

const sizeOf = (content: Content | undefined) =>
  content === undefined ? 0 : Buffer.isBuffer(content) ? content.length : content.zeros;

function header({ name, type, content, link = '' }: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, at: number, width: number) =>
    block.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'latin1');
  block.write(name, 0, 'latin1');
  octal(type === '5' ? 0o700 : 0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(sizeOf(content), 124, 12);
  octal(0, 136, 12);
  block.write(type, 156, 'latin1');
  block.write(link, 157, 'latin1');
  block.write('ustar\x0000', 257, 'latin1');
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/** The pieces of an uncompressed tar: headers, data and padding as buffers, runs of zeros as counts. */
export function tarPieces(entries: TarEntry[], { end = true } = {}): Content[] {
  const pieces: Content[] = [];
  for (const entry of entries) {
    const size = sizeOf(entry.content);
    pieces.push(header(entry));
    if (entry.content) pieces.push(entry.content);
    pieces.push({ zeros: (BLOCK - (size % BLOCK)) % BLOCK });
  }
  if (end) pieces.push({ zeros: 2 * BLOCK });
  return pieces;
}

/**
 * A gzip file of `pieces`: bytes deflated together, and each megabyte of a run of zeros as one
 * megabyte deflated once and flushed to a byte boundary, repeated; the trailer's CRC and length are
 * the whole content's. Only the zeros need the smallest deflate: at level 9 a whole database's bytes
 * took seconds a file.
 */
export function gzipOf(pieces: Content[]): Buffer {
  const flushed = (bytes: Buffer, level = 1) =>
    deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });
  const megabyte = Buffer.alloc(MB);
  const deflatedMegabyte = flushed(megabyte, 9);
  const parts: Buffer[] = [Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])];
  let crc = 0;
  let length = 0;
  let pending: Buffer[] = [];
  const deflatePending = () => {
    const bytes = Buffer.concat(pending);
    pending = [];
    parts.push(flushed(bytes));
    crc = crc32(bytes, crc);
    length += bytes.length;
  };
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      pending.push(piece);
      continue;
    }
    let zeros = piece.zeros;
    if (zeros >= MB) deflatePending();
    for (; zeros >= MB; zeros -= MB) {
      parts.push(deflatedMegabyte);
      crc = crc32(megabyte, crc);
      length += MB;
    }
    pending.push(Buffer.alloc(zeros));
  }
  deflatePending();
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(deflateRawSync(Buffer.alloc(0)), trailer);
  return Buffer.concat(parts);
}
