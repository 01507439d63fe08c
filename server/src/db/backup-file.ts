/**
 * The backup file: a gzipped tar of a PGlite data folder, in the layout of PGlite's own `dumpDataDir`
 * (entries named from the folder's root, `/PG_VERSION`), so PGlite's `loadDataDir` opens it. It is
 * written here, streaming from a quiescent copy of the folder: `dumpDataDir` builds the whole tarball
 * in memory on the database's thread, holding every statement meanwhile (docs/decisions.md#p83). A restore reads
 * it as it streams (unpack-backup.ts).
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';

/** tar's unit: headers, and data padded to a whole number of blocks. */
export const BLOCK = 512;

/** A ustar header: the fields PGlite's reader (tinytar) checks, and the checksum over them. */
function header(name: string, size: number, mtime: Date, directory: boolean): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`${name}: a name too long for a tar header`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, at: number, width: number) =>
    block.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'latin1');
  block.write(name, 0, 'latin1');
  // A restored folder is private to its user, whatever the archive says (docs/decisions.md#p95).
  octal(directory ? 0o700 : 0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.write(directory ? '5' : '0', 156, 'latin1');
  block.write('ustar\x0000', 257, 'latin1');
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

async function write(gzip: Gzip, chunk: Buffer): Promise<void> {
  if (!gzip.write(chunk)) await once(gzip, 'drain');
}

/** Adds `folder`'s entries under `name` (its path from the archive's root), depth first. */
async function addFolder(gzip: Gzip, folder: string, name: string): Promise<void> {
  for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const path = join(folder, entry.name);
    const entryName = `${name}/${entry.name}`;
    const { size, mtime } = await stat(path);
    if (entry.isDirectory()) {
      await write(gzip, header(entryName, 0, mtime, true));
      await addFolder(gzip, path, entryName);
      continue;
    }
    await write(gzip, header(entryName, size, mtime, false));
    let written = 0;
    for await (const chunk of createReadStream(path)) {
      written += (chunk as Buffer).length;
      await write(gzip, chunk as Buffer);
    }
    // The folder is a copy nobody writes, or one under the lock: a size that moved is a fault.
    if (written !== size) throw new Error(`${path} changed while it was being backed up`);
    await write(gzip, Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK));
  }
}

/** Writes `folder` (a PGlite data folder nobody is writing) as a backup file at `file`. */
export async function writeBackup(folder: string, file: string): Promise<void> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  try {
    await addFolder(gzip, folder, '');
    gzip.end(Buffer.alloc(2 * BLOCK));
  } catch (error) {
    gzip.destroy(error as Error);
  }
  await written;
}
