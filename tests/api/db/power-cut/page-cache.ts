/**
 * A stand-in for the kernel's page cache under one folder, for the power-cut test: Node's `fs` calls on
 * files there keep what they write in memory until an fsync or fdatasync of the file, as the kernel
 * keeps dirty pages, so the disk holds only what was synced. Reads, sizes and syncs see the writes;
 * creating, renaming, truncating and deleting reach the disk at once (a journaling file system's
 * metadata). `cut` copies the folder as a power cut would leave it, and `events` is told of every
 * write and sync, in order, for the ordering test.
 */
import type * as NodeFs from 'node:fs';
import { join, relative, resolve } from 'node:path';

type Fs = typeof NodeFs;

export type FsEvent =
  /** `bytes`: the data written, for files the test asked for (`keepBytes`). */
  | { kind: 'write'; path: string; at: number; length: number; bytes?: Uint8Array }
  /** A sync of `path` began: it covers every write before it. `sync` numbers it for its end. */
  | { kind: 'sync-start'; path: string; sync: number }
  | { kind: 'sync-end'; sync: number };

interface Pending {
  writes: { at: number; data: Buffer }[];
}

interface Options {
  events?: (event: FsEvent) => void;
  keepBytes?: (path: string) => boolean;
  /** Called before each call on the folder: a power cut happens between two of them. */
  beforeCall?: () => void;
}

export class PageCache {
  /** Unsynced writes by inode, so renames and several descriptors of one file agree. */
  private readonly pending = new Map<string, Pending>();
  /** Descriptors open on the folder: their inode and path. */
  private readonly open = new Map<number, { key: string; path: string }>();
  private syncs = 0;
  /** Node's own calls, for the cache itself and for cuts. */
  readonly real: Fs;

  constructor(
    fs: Fs,
    private readonly root: string,
    private readonly options: Options = {},
  ) {
    this.real = { ...fs };
    this.install(fs);
  }

  /**
   * Copies the folder as the disk holds it into `into`; each unsynced write lands there too with
   * probability `keep`, as the kernel may have written some back before the power went.
   */
  cut(into: string, keep: number, random: () => number): void {
    const byKey = new Map<string, string>();
    this.copy(this.root, into, byKey);
    for (const [key, { writes }] of this.pending) {
      const path = byKey.get(key);
      if (!path) continue;
      const chosen = writes.filter(() => random() < keep);
      if (chosen.length === 0) continue;
      const fd = this.real.openSync(join(into, path), 'r+');
      for (const { at, data } of chosen) this.real.writeSync(fd, data, 0, data.length, at);
      this.real.closeSync(fd);
    }
  }

  private copy(from: string, into: string, byKey: Map<string, string>): void {
    this.real.mkdirSync(into, { recursive: true });
    for (const entry of this.real.readdirSync(from, { withFileTypes: true })) {
      const source = join(from, entry.name);
      if (entry.isDirectory()) this.copy(source, join(into, entry.name), byKey);
      else if (entry.isFile()) {
        this.real.copyFileSync(source, join(into, entry.name));
        byKey.set(this.keyOfPath(source)!, relative(this.root, source));
      }
    }
  }

  private inside(path: NodeFs.PathLike): string | undefined {
    const absolute = resolve(String(path));
    return absolute === this.root || absolute.startsWith(`${this.root}/`) ? absolute : undefined;
  }

  private keyOf(stats: NodeFs.Stats): string {
    return `${stats.dev}:${stats.ino}`;
  }

  private keyOfPath(path: string): string | undefined {
    try {
      return this.keyOf(this.real.lstatSync(path));
    } catch {
      return undefined;
    }
  }

  private openOn(key: string): boolean {
    for (const open of this.open.values()) if (open.key === key) return true;
    return false;
  }

  /** The size with unsynced writes past the disk's end of file. */
  private sizeOf(key: string, onDisk: number): number {
    let size = onDisk;
    for (const { at, data } of this.pending.get(key)?.writes ?? []) size = Math.max(size, at + data.length);
    return size;
  }

  private truncated(key: string, length: number): void {
    const pending = this.pending.get(key);
    if (!pending) return;
    pending.writes = pending.writes
      .filter(({ at }) => at < length)
      .map(({ at, data }) => ({
        at,
        data: at + data.length > length ? data.subarray(0, length - at) : data,
      }));
  }

  /** Writes `key`'s unsynced data to the disk: what a sync of it makes durable. */
  private writeBack(fd: number, key: string): void {
    const pending = this.pending.get(key);
    if (!pending) return;
    this.pending.delete(key);
    for (const { at, data } of pending.writes) this.real.writeSync(fd, data, 0, data.length, at);
  }

  private install(fs: Fs): void {
    const { real } = this;
    const before = () => this.options.beforeCall?.();
    const event = (e: FsEvent) => this.options.events?.(e);
    const mutable = fs as Record<keyof Fs, unknown>;

    mutable.openSync = (path: NodeFs.PathLike, flags: NodeFs.OpenMode = 'r', mode?: NodeFs.Mode) => {
      const absolute = this.inside(path);
      if (!absolute) return real.openSync(path, flags, mode);
      before();
      const existed = real.existsSync(absolute);
      const fd = real.openSync(path, flags, mode);
      const key = this.keyOf(real.fstatSync(fd));
      const truncates =
        typeof flags === 'number' ? (flags & real.constants.O_TRUNC) !== 0 : String(flags).startsWith('w');
      // A new file may reuse a deleted one's inode number; a truncated one loses what it held.
      if (!existed || truncates) this.pending.delete(key);
      this.open.set(fd, { key, path: relative(this.root, absolute) });
      return fd;
    };
    mutable.closeSync = (fd: number) => {
      const open = this.open.get(fd);
      if (open) {
        before();
        this.open.delete(fd);
        if (real.fstatSync(fd).nlink === 0 && !this.openOn(open.key)) this.pending.delete(open.key);
      }
      real.closeSync(fd);
    };
    mutable.writeSync = (fd: number, buffer: NodeJS.ArrayBufferView, ...rest: number[]) => {
      const open = this.open.get(fd);
      if (!open) return (real.writeSync as (...args: unknown[]) => number)(fd, buffer, ...rest);
      before();
      const [offset = 0, length = buffer.byteLength - offset, at] = rest;
      if (typeof at !== 'number') throw new Error(`page cache: a write to ${open.path} without a position`);
      const data = Buffer.from(new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length));
      const pending = this.pending.get(open.key) ?? { writes: [] };
      // A write over exactly the same bytes replaces the earlier one, as a page in the cache would.
      pending.writes = pending.writes.filter((w) => w.at !== at || w.data.length > length);
      pending.writes.push({ at, data });
      this.pending.set(open.key, pending);
      event({
        kind: 'write',
        path: open.path,
        at,
        length,
        ...(this.options.keepBytes?.(open.path) && { bytes: data }),
      });
      return length;
    };
    mutable.readSync = (fd: number, buffer: NodeJS.ArrayBufferView, ...rest: number[]) => {
      const open = this.open.get(fd);
      if (open) before();
      const writes = open && this.pending.get(open.key)?.writes;
      if (!writes) return (real.readSync as (...args: unknown[]) => number)(fd, buffer, ...rest);
      const [offset = 0, length = buffer.byteLength - offset, at] = rest;
      if (typeof at !== 'number') throw new Error(`page cache: a read of ${open.path} without a position`);
      const read = real.readSync(fd, buffer, offset, length, at);
      const size = Math.min(length, Math.max(0, this.sizeOf(open.key, real.fstatSync(fd).size) - at));
      const view = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, size);
      view.fill(0, read);
      for (const w of writes) {
        const from = Math.max(w.at, at);
        const to = Math.min(w.at + w.data.length, at + size);
        if (from < to) view.set(w.data.subarray(from - w.at, to - w.at), from - at);
      }
      return size;
    };
    const withSize = (stats: NodeFs.Stats) => {
      if (stats.isFile() && this.pending.has(this.keyOf(stats)))
        stats.size = this.sizeOf(this.keyOf(stats), stats.size);
      return stats;
    };
    mutable.fstatSync = (fd: number, ...rest: unknown[]) =>
      withSize((real.fstatSync as (...args: unknown[]) => NodeFs.Stats)(fd, ...rest));
    for (const name of ['lstatSync', 'statSync'] as const) {
      mutable[name] = (path: NodeFs.PathLike, ...rest: unknown[]) => {
        const stats = (real[name] as (...args: unknown[]) => NodeFs.Stats | undefined)(path, ...rest);
        return stats && this.inside(path) ? withSize(stats) : stats;
      };
    }
    mutable.ftruncateSync = (fd: number, length = 0) => {
      const open = this.open.get(fd);
      if (open) {
        before();
        this.truncated(open.key, length);
      }
      real.ftruncateSync(fd, length);
    };
    mutable.truncateSync = (path: NodeFs.PathLike, length = 0) => {
      const key = this.inside(path) && this.keyOfPath(String(path));
      if (key) {
        before();
        this.truncated(key, length);
      }
      real.truncateSync(path, length);
    };
    mutable.unlinkSync = (path: NodeFs.PathLike) => {
      const key = this.inside(path) && this.keyOfPath(String(path));
      if (key) before();
      real.unlinkSync(path);
      if (key && !this.openOn(key)) this.pending.delete(key);
    };
    mutable.renameSync = (from: NodeFs.PathLike, to: NodeFs.PathLike) => {
      const replaced = this.inside(to) && this.keyOfPath(String(to));
      if (this.inside(from)) before();
      real.renameSync(from, to);
      if (replaced && !this.openOn(replaced)) this.pending.delete(replaced);
      const absolute = this.inside(to);
      if (!absolute) return;
      const moved = this.keyOfPath(absolute);
      for (const open of this.open.values())
        if (open.key === moved) open.path = relative(this.root, absolute);
    };
    const syncNow = (name: 'fsyncSync' | 'fdatasyncSync') => (fd: number) => {
      const open = this.open.get(fd);
      if (!open) return real[name](fd);
      before();
      const sync = ++this.syncs;
      event({ kind: 'sync-start', path: open.path, sync });
      this.writeBack(fd, open.key);
      real[name](fd);
      event({ kind: 'sync-end', sync });
    };
    mutable.fsyncSync = syncNow('fsyncSync');
    mutable.fdatasyncSync = syncNow('fdatasyncSync');
    const syncLater =
      (name: 'fsync' | 'fdatasync') => (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => {
        const open = this.open.get(fd);
        if (!open) return real[name](fd, done);
        before();
        const sync = ++this.syncs;
        event({ kind: 'sync-start', path: open.path, sync });
        // What it covers is decided as it starts; it is durable once it ends.
        this.writeBack(fd, open.key);
        real[name](fd, (error) => {
          event({ kind: 'sync-end', sync });
          done(error);
        });
      };
    mutable.fsync = syncLater('fsync');
    mutable.fdatasync = syncLater('fdatasync');
  }
}
