/**
 * PGlite's data folder, written so that what PostgreSQL calls saved is on disk (docs/decisions.md#p112).
 * PGlite starts PostgreSQL with fsync off (`-F`), and Emscripten's NODEFS, which mounts the folder,
 * has no fsync: a commit reached the kernel's page cache, not the disk, and a power cut could take
 * it, or leave the folder unable to start. Here fsync is on and NODEFS's streams sync through
 * Node's own `fs`: the WAL by group commit (wal-sync.ts), every other file (a checkpoint's, the
 * control file, a folder) on the spot, after the WAL.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { PGlite, type postgresMod } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { WalSync } from './wal-sync';

/**
 * PGlite's own, with fsync on, and the WAL synced by fsync(): Emscripten's fdatasync() returns at
 * once without reaching the file system, fsync() reaches NODEFS.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;

/** The parts of an Emscripten stream on NODEFS these hooks read: `nfd` is Node's file descriptor. */
interface Stream {
  nfd: number;
  node: unknown;
  shared: { refcount: number };
  isWal?: boolean;
}

interface StreamOps {
  open(stream: Stream): void;
  close(stream: Stream): void;
  write(stream: Stream, ...rest: unknown[]): number;
  fsync?(stream: Stream): number;
}

interface NodeFsType {
  stream_ops: StreamOps;
  realPath(node: unknown): string;
  /** Turns Node's errors into Emscripten's, which PostgreSQL reads as the call's errno. */
  tryFSOperation<T>(operation: () => T): T;
}

type PostgresMod = postgresMod.PostgresMod;

export class DurableFs extends NodeFS {
  readonly wal = new WalSync();
  /** initdb's files are copied in without a sync, which the first sync after it makes (`syncToFs`). */
  private copiedIn: boolean;

  constructor(dataDir: string) {
    super(dataDir);
    this.copiedIn = !fs.existsSync(join(this.rootDir, 'PG_VERSION'));
  }

  override async init(pg: PGlite, options: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, options);
    const hook = (mod: PostgresMod) => this.hook(mod.NODEFS as unknown as NodeFsType);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [hook, ...(emscriptenOpts.preRun ?? [])] } };
  }

  /**
   * PGlite calls it after each query, and once on a new folder between copying initdb's files in
   * and starting PostgreSQL: then every file and folder is synced, as initdb itself does.
   */
  override async syncToFs(): Promise<void> {
    if (!this.copiedIn) return;
    syncFolder(this.rootDir);
    syncFolder(join(this.rootDir, '..'), false);
    this.copiedIn = false;
  }

  private hook(nodefs: NodeFsType): void {
    const ops = nodefs.stream_ops;
    const { open, close, write } = ops;
    const wal = this.wal;
    ops.open = (stream) => {
      open(stream);
      stream.isWal = WAL_SEGMENT.test(nodefs.realPath(stream.node));
    };
    ops.write = (stream, ...rest) => {
      if (!stream.isWal) nodefs.tryFSOperation(() => wal.flush());
      return write(stream, ...rest);
    };
    ops.fsync = (stream) =>
      nodefs.tryFSOperation(() => {
        if (stream.isWal) wal.request(stream.nfd);
        else {
          wal.flush();
          fs.fsyncSync(stream.nfd);
        }
        return 0;
      });
    ops.close = (stream) => {
      const last = stream.isWal && stream.shared.refcount === 1;
      if (last && nodefs.tryFSOperation(() => wal.keepOpen(stream.nfd))) stream.shared.refcount = 0;
      else close(stream);
    };
  }
}

/** Syncs `dir`'s files, and with `deep` its folders' too, then `dir` itself (its entries). */
export function syncFolder(dir: string, deep = true): void {
  if (deep) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) syncFolder(path);
      else if (entry.isFile()) syncFile(path);
    }
  }
  try {
    syncFile(dir);
  } catch (error) {
    // Some systems (Windows) open no folder: PostgreSQL's fsync_fname passes over them too.
    if (!['EISDIR', 'EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

function syncFile(path: string): void {
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
