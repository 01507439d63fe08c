/**
 * PGlite's own bytea codec turns each byte into a string and back (`Array.from(bytes).map(…)`, and a
 * `parseInt` per byte), with every other statement waiting behind it on PGlite's one connection.
 * Buffer's hex codec is native. Measured on the 2-core machine, a deal closed with a 5 MB image over
 * HTTP: 2.8–3.7 s with PGlite's codec, 0.6–1.1 s with this one; the image served back 0.7–1.1 s and
 * 0.15–0.5 s.
 */
import type { PGlite } from '@electric-sql/pglite';

const BYTEA = 17;

/** Run once PGlite has started, on its thread. */
export function fastBytea(pg: PGlite): void {
  pg.serializers[BYTEA] = (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  pg.parsers[BYTEA] = (text: string) => Buffer.from(text.slice(2), 'hex');
}
