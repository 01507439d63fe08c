/**
 * A restore's reading of a backup file (docs/decisions.md#p83): streamed from disk through gunzip and checked entry
 * by entry as it arrives, each written at once into a new folder, so the restore's memory stays the
 * same whatever the file unpacks to. Only folders and regular files named inside the folder are
 * written, private to this user (docs/decisions.md#p95); a file's size is checked on its header, before its data
 * is read, against what PostgreSQL writes and what the disk has free.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupError } from './backup-error';
import { BLOCK } from './backup-file';

const MIB = 1024 * 1024;
/** PostgreSQL splits every file of a database into segments of 1 GiB (its default, and PGlite's). */
const SEGMENT = 1024 * MIB;
/** A database folder has about a thousand entries. */
const MAX_ENTRIES = 100_000;
/** tar pads its last record with zeros (10 KiB by default); a file that goes on far longer is no backup. */
const MAX_AFTER_END = MIB;

const notABackup = (file: string, reason: string) =>
  new BackupError(`${file} is not a Rental Leads backup: ${reason}.`);

/** A tar header's text field: up to its first NUL. */
function field(header: Buffer, start: number, length: number): string {
  const text = header.toString('latin1', start, start + length);
  const end = text.indexOf('\0');
  return end === -1 ? text : text.slice(0, end);
}

/** A header's octal number; undefined for anything else (GNU's base-256 sizes included). */
function octal(header: Buffer, start: number, length: number): number | undefined {
  const digits = field(header, start, length).trim();
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : undefined;
}

/** The checksum counts the header's bytes with its own eight as spaces. */
function checksumHolds(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return octal(header, 148, 8) === sum;
}

/**
 * The entry's path inside the folder, or undefined for a name that leaves it. The archive's root is
 * the folder: backups name entries from it (`/PG_VERSION`), as PGlite's dumpDataDir does, so one
 * leading `/` (or `./`) is the root, never the machine's. `''` is the root itself. A backslash is a
 * separator on Windows, and no name in a database folder has one.
 */
function pathInside(name: string): string | undefined {
  const path = name.replace(/^\.?\//, '').replace(/\/$/, '');
  if (path === '') return path;
  const confined = (part: string) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\');
  return path.split('/').every(confined) ? path : undefined;
}

/** A name as a message shows it: without the leading `/`, and no control characters for the terminal. */
const shown = (name: string) => name.replace(/^\.?\//, '').replace(/\p{Cc}/gu, '?');

/** The tar stream's reader: headers checked, folders made, files' data written as it arrives. */
class Unpacker {
  private readonly header = Buffer.alloc(BLOCK);
  private headerBytes = 0;
  /** Bytes of the tar read before the current chunk: where a header starts, for a message. */
  private position = 0;
  private output: FileHandle | undefined;
  /** The current file's bytes still to come, then the padding to its block's end. */
  private dataLeft = 0;
  private paddingLeft = 0;
  private entries = 0;
  /** Disk space the entries take, counted in the disk's blocks. */
  private used = 0;
  private ended = false;
  private afterEnd = 0;
  private hasVersion = false;

  constructor(
    private readonly file: string,
    private readonly into: string,
    private readonly disk: { free: number; block: number },
  ) {}

  async write(chunk: Buffer): Promise<void> {
    for (let at = 0; at < chunk.length; ) {
      const left = chunk.length - at;
      if (this.ended) {
        this.afterEnd += left;
        if (this.afterEnd > MAX_AFTER_END) throw notABackup(this.file, "it goes on past the archive's end");
        at += left;
      } else if (this.dataLeft > 0) {
        const bytes = chunk.subarray(at, at + Math.min(left, this.dataLeft));
        for (let done = 0; done < bytes.length; )
          done += (await this.output!.write(bytes, done)).bytesWritten;
        this.dataLeft -= bytes.length;
        at += bytes.length;
        if (this.dataLeft === 0) await this.close();
      } else if (this.paddingLeft > 0) {
        const skipped = Math.min(left, this.paddingLeft);
        this.paddingLeft -= skipped;
        at += skipped;
      } else {
        const copied = chunk.copy(
          this.header,
          this.headerBytes,
          at,
          at + Math.min(left, BLOCK - this.headerBytes),
        );
        this.headerBytes += copied;
        at += copied;
        if (this.headerBytes === BLOCK) {
          this.headerBytes = 0;
          await this.entry(this.position + at - BLOCK);
        }
      }
    }
    this.position += chunk.length;
  }

  /** After the last chunk: the archive must have ended, and hold a database folder. */
  finish(): void {
    if (!this.ended) throw notABackup(this.file, 'it is not a complete tar archive');
    if (!this.hasVersion) throw notABackup(this.file, 'it holds no database folder (no PG_VERSION)');
  }

  async close(): Promise<void> {
    const output = this.output;
    this.output = undefined;
    await output?.close();
  }

  private async entry(at: number): Promise<void> {
    const { header, file } = this;
    // One zero block ends the archive (tar writes two).
    if (header.every((byte) => byte === 0)) {
      this.ended = true;
      return;
    }
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const isFolder = type === '5';
    if (!checksumHolds(header) || size === undefined || (isFolder && size > 0)) {
      throw notABackup(
        file,
        `it is not a tar archive, or a damaged one (the header at byte ${at} does not add up)`,
      );
    }
    this.entries += 1;
    if (this.entries > MAX_ENTRIES) {
      throw notABackup(
        file,
        `it holds over ${MAX_ENTRIES} entries, and a database folder has about a thousand`,
      );
    }
    // ustar's prefix field; older formats keep other fields there.
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    // A link could lead a later entry's write, or PostgreSQL's, out of the folder.
    if (type === '1' || type === '2')
      throw notABackup(file, `it holds a link (${shown(name)}), and a database folder has none`);
    if (!isFolder && type !== '0' && type !== '\0') {
      throw notABackup(
        file,
        `it holds ${shown(name)}, an entry of a kind no database folder has (tar type ${JSON.stringify(type)})`,
      );
    }
    const path = pathInside(name);
    if (path === undefined || (path === '' && !isFolder)) {
      throw notABackup(file, `it holds ${shown(name)}, a name outside the database folder`);
    }
    if (size > SEGMENT) {
      throw notABackup(
        file,
        `it holds ${shown(name)}, a file of ${Math.round(size / MIB)} MiB, and PostgreSQL splits every file of a database at ${SEGMENT / MIB} MiB`,
      );
    }
    const { free, block } = this.disk;
    this.used += isFolder ? block : Math.ceil(size / block) * block;
    if (this.used > free) {
      throw new BackupError(
        `${file} unpacks to more than the ${Math.floor(free / MIB)} MiB free on the disk of ${dirname(this.into)}: free some space there, or restore into a DATA_DIR on another disk.`,
      );
    }
    const target = join(this.into, path);
    if (isFolder) {
      await mkdir(target, { recursive: true, mode: 0o700 });
      return;
    }
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    this.output = await open(target, 'w', 0o600);
    this.dataLeft = size;
    this.paddingLeft = (BLOCK - (size % BLOCK)) % BLOCK;
    if (size === 0) await this.close();
    if (path === 'PG_VERSION') this.hasVersion = true;
  }
}

/** Whether `file` starts as gzip does; else it is read as a plain tar. */
async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks the backup `file` into the new folder `into` (its parent exists), or throws a BackupError
 * saying why the file is none; the caller removes `into` then, whatever it holds.
 */
export async function unpackBackup(file: string, into: string): Promise<void> {
  let gzipped: boolean;
  try {
    gzipped = await isGzip(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}.`);
  }
  const { bavail, bsize } = await statfs(dirname(into));
  await mkdir(into, { mode: 0o700 });
  const unpacker = new Unpacker(file, into, { free: bavail * bsize, block: bsize });
  // A Writable, not an async function, ends the pipeline: Node 20's pipeline reports an error thrown
  // inside such a function's for-await loop as an AbortError, losing the refusal's message.
  // The write under way when the pipeline fails (a cut gzip) may still be creating a file: the
  // caller removes the folder only once it settled.
  let writing: Promise<void> = Promise.resolve();
  const sink = new Writable({
    write: (chunk: Buffer, _, done) => {
      writing = unpacker.write(chunk);
      writing.then(() => done(), done);
    },
    final: (done) => {
      try {
        unpacker.finish();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    const input = createReadStream(file);
    await (gzipped ? pipeline(input, createGunzip(), sink) : pipeline(input, sink));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    // zlib's errors (Z_BUF_ERROR for a cut, Z_DATA_ERROR for bad bytes or a wrong checksum).
    if (code?.startsWith('Z_')) throw notABackup(file, 'its gzip data is damaged or cut short');
    throw new BackupError(`${file} cannot be unpacked: ${message}.`);
  } finally {
    await writing.catch(() => undefined);
    await unpacker.close();
  }
}
