/** Group commit of the WAL's syncs (docs/decisions.md#p112), on a disk whose syncs end when the test says. */
import { describe, expect, it } from 'vitest';
import { type SyncDisk, WalSync } from './wal-sync';

/** A disk that records each call; an asynchronous sync ends when `finish` is called. */
function fakeDisk() {
  const calls: string[] = [];
  const running: { fd: number; done: (error: NodeJS.ErrnoException | null) => void }[] = [];
  const disk = {
    fdatasync: (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => {
      calls.push(`fdatasync ${fd}`);
      running.push({ fd, done });
    },
    fdatasyncSync: (fd: number) => {
      calls.push(`fdatasyncSync ${fd}`);
    },
    closeSync: (fd: number) => {
      calls.push(`close ${fd}`);
    },
  } as unknown as SyncDisk;
  const finish = (error: NodeJS.ErrnoException | null = null) => {
    for (const { done } of running.splice(0)) done(error);
  };
  return { disk, calls, finish, running };
}

/** Whether `promise` has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the WAL’s group commit', () => {
  it('answers at once when nothing was asked, and syncs each file asked for once, however often', async () => {
    const { disk, calls, finish } = fakeDisk();
    const wal = new WalSync(disk);
    expect(await settled(wal.durable())).toBe(true);
    wal.request(7);
    wal.request(7);
    wal.request(8);
    expect(calls).toEqual([]);
    const first = wal.durable();
    const second = wal.durable();
    expect(calls).toEqual(['fdatasync 7', 'fdatasync 8']);
    expect(await settled(first)).toBe(false);
    finish();
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('leaves what is asked during a round to the next, which starts as the round ends', async () => {
    const { disk, calls, finish } = fakeDisk();
    const wal = new WalSync(disk);
    wal.request(7);
    const before = wal.durable();
    wal.request(7);
    const during = wal.durable();
    expect(calls).toEqual(['fdatasync 7']);
    finish();
    expect(await settled(before)).toBe(true);
    expect(await settled(during)).toBe(false);
    expect(calls).toEqual(['fdatasync 7', 'fdatasync 7']);
    finish();
    expect(await settled(during)).toBe(true);
  });

  it('syncs on the spot before a write that must follow the WAL, a round in flight included', async () => {
    const { disk, calls } = fakeDisk();
    const wal = new WalSync(disk);
    wal.request(7);
    const waiting = wal.durable();
    wal.request(8);
    wal.flush();
    expect(calls).toEqual(['fdatasync 7', 'fdatasyncSync 8', 'fdatasyncSync 7']);
    expect(await settled(waiting)).toBe(true);
    wal.flush();
    expect(calls).toHaveLength(3);
  });

  it('syncs a file asked for before it closes, and keeps one a round syncs open until the round ends', async () => {
    const { disk, calls, finish } = fakeDisk();
    const wal = new WalSync(disk);
    wal.request(7);
    expect(wal.keepOpen(7)).toBe(false);
    expect(calls).toEqual(['fdatasyncSync 7']);
    expect(await settled(wal.durable())).toBe(true);

    wal.request(8);
    const waiting = wal.durable();
    expect(wal.keepOpen(8)).toBe(true);
    expect(calls).toEqual(['fdatasyncSync 7', 'fdatasync 8']);
    finish();
    expect(await settled(waiting)).toBe(true);
    expect(calls).toEqual(['fdatasyncSync 7', 'fdatasync 8', 'close 8']);
  });

  it('fails every answer waiting, and all that follows, once a sync fails', async () => {
    const { disk, finish } = fakeDisk();
    const wal = new WalSync(disk);
    wal.request(7);
    const waiting = wal.durable();
    const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    finish(failure);
    await expect(waiting).rejects.toBe(failure);
    await expect(wal.durable()).rejects.toBe(failure);
    expect(() => wal.request(7)).toThrow(failure);
  });
});
