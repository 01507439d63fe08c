/**
 * Small, valid PNG pictures made locally: the deals' "proof of payment" images. Each is a pale
 * receipt with a coloured header and ruled lines, so a deal's image shows something in the browser.
 */
import { deflateSync } from 'node:zlib';
import type { Random } from './random';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG of `width` × `height` whose colour at each pixel `paint` gives. */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // depth 8, colour type RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * 3); // each row starts with filter type 0
    for (let x = 0; x < width; x++) rows.set(paint(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const PAPER = [250, 248, 240] as const;
const INK = [120, 120, 130] as const;

/** A 96 × 128 receipt: a header band in a colour of its own, then lines of "text" of varying length. */
export function receiptPng(random: Random): Buffer {
  const band = [random.int(30, 200), random.int(60, 200), random.int(90, 220)] as const;
  const lines = Array.from({ length: 12 }, () => random.int(30, 80));
  return encodePng(96, 128, (x, y) => {
    if (y < 20) return band;
    const line = Math.floor((y - 28) / 8);
    const inLine = y >= 28 && (y - 28) % 8 < 3 && line < lines.length;
    return inLine && x >= 8 && x < 8 + lines[line]! ? INK : PAPER;
  });
}
