/**
 * Group commit for PGlite's write-ahead log (docs/decisions.md#p112). PostgreSQL asks for its WAL file to be
 * synced at every commit; done then, each claim and each finish waited for the disk on the database's
 * only thread. Here a request is only noted, and the thread holds every answer until a sync that
 * began after it has ended: one `fdatasync` a WAL file serves every commit made while the one before
 * it ran, and statements go on running meanwhile.
 *
 * Nothing may reach the disk before the WAL that describes it, so a write to any other file, or a
 * sync of one (a checkpoint's), first syncs the WAL asked for, on the spot (`flush`).
 */
import fs from 'node:fs';

/** The calls it makes, as Node's `fs` has them (a test's file system may stand in). */
export type SyncDisk = Pick<typeof fs, 'fdatasync' | 'fdatasyncSync' | 'closeSync'>;

interface Waiter {
  upTo: number;
  resolve(): void;
  reject(error: Error): void;
}

export class WalSync {
  /** Syncs PostgreSQL asked for so far, and how many of them are known to be on disk. */
  private requested = 0;
  private synced = 0;
  /** WAL files asked to be synced and not in a round yet. */
  private readonly pending = new Set<number>();
  /** The files of the round in flight, and those closed meanwhile, closed once it ends. */
  private flight: Set<number> | undefined;
  private readonly closeAfter = new Set<number>();
  private waiters: Waiter[] = [];
  private failure: Error | undefined;

  constructor(private readonly disk: SyncDisk = fs) {}

  /** PostgreSQL asked for the WAL written to `fd` to be on disk: the next round syncs it. */
  request(fd: number): void {
    this.check();
    this.requested += 1;
    this.pending.add(fd);
  }

  /** Every WAL sync asked for, done now, before a write or a sync that must not precede it. */
  flush(): void {
    this.check();
    if (this.synced === this.requested) return;
    for (const fd of new Set([...this.pending, ...(this.flight ?? [])])) this.disk.fdatasyncSync(fd);
    this.pending.clear();
    this.synced = this.requested;
    this.settle();
  }

  /**
   * PostgreSQL closes `fd`: WAL asked for is synced first. True when a round is syncing it: then it
   * stays open until the round ends, so the round never syncs a number the system gave to another file.
   */
  keepOpen(fd: number): boolean {
    if (this.pending.delete(fd)) this.disk.fdatasyncSync(fd);
    if (!this.flight?.has(fd)) return false;
    this.closeAfter.add(fd);
    return true;
  }

  /** Resolves once every sync asked for until now is done: a commit's answer waits for it. */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.synced >= this.requested) return Promise.resolve();
    const upTo = this.requested;
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.round();
    });
  }

  /** One round at a time; what is asked for while it runs waits for the next. */
  private round(): void {
    if (this.flight || this.failure) return;
    const upTo = this.requested;
    const fds = [...this.pending];
    this.pending.clear();
    if (fds.length === 0) {
      // Synced on the spot meanwhile (flush, a close).
      this.synced = Math.max(this.synced, upTo);
      this.settle();
      return;
    }
    const flight = new Set(fds);
    this.flight = flight;
    let left = fds.length;
    let failed: Error | undefined;
    for (const fd of fds) {
      this.disk.fdatasync(fd, (error) => {
        failed ??= error ?? undefined;
        if (--left > 0) return;
        this.flight = undefined;
        for (const closing of this.closeAfter) this.disk.closeSync(closing);
        this.closeAfter.clear();
        if (failed) this.fail(failed);
        else {
          this.synced = Math.max(this.synced, upTo);
          this.settle();
        }
      });
    }
  }

  private settle(): void {
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.upTo <= this.synced) waiter.resolve();
      else waiting.push(waiter);
    }
    this.waiters = waiting;
    if (waiting.length > 0) this.round();
  }

  /**
   * A failed sync may have lost committed WAL, and the kernel may already have dropped those pages:
   * PostgreSQL stops rather than retry (its data_sync_retry), and so does every answer from here on.
   */
  private fail(error: Error): void {
    this.failure = error;
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters = [];
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }
}
