import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeBackup } from './backup-file';
import { unpackBackup } from './unpack-backup';

/** The disk as statfs tells it, set by each test: 4 KiB blocks, `freeBlocks` of them free. */
const disk = vi.hoisted(() => ({ freeBlocks: 0 }));
vi.mock('node:fs/promises', async (original) => ({
  ...(await original<typeof import('node:fs/promises')>()),
  statfs: async () => ({ bsize: 4096, bavail: disk.freeBlocks }),
}));

let root: string;
let backup: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rl-unpack-'));
  const folder = join(root, 'folder');
  await mkdir(join(folder, 'base', '1'), { recursive: true });
  await writeFile(join(folder, 'PG_VERSION'), '17\n');
  await writeFile(join(folder, 'base', '1', '16384'), Buffer.alloc(2 * 1024 * 1024, 7));
  backup = join(root, 'backup.tar.gz');
  await writeBackup(folder, backup);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('unpacking a backup file', () => {
  it('writes its folders and files, private to this user', async () => {
    disk.freeBlocks = 1_000_000;
    const into = join(root, 'unpacked');
    await unpackBackup(backup, into);
    const data = await readFile(join(into, 'base', '1', '16384'));
    expect(data.equals(Buffer.alloc(2 * 1024 * 1024, 7))).toBe(true);
    expect(await readdir(into)).toEqual(['PG_VERSION', 'base']);
    expect((await lstat(into)).mode & 0o777).toBe(0o700);
    expect((await lstat(join(into, 'base', '1'))).mode & 0o777).toBe(0o700);
    expect((await lstat(join(into, 'PG_VERSION'))).mode & 0o777).toBe(0o600);
  });

  it('refuses, on its header, a file that would not fit in what the disk has free', async () => {
    disk.freeBlocks = 256;
    const into = join(root, 'too-big');
    await expect(unpackBackup(backup, into)).rejects.toThrow(
      `${backup} unpacks to more than the 1 MiB free on the disk of ${root}: free some space there, or restore into a DATA_DIR on another disk.`,
    );
    expect(await lstat(join(into, 'base', '1', '16384')).catch(() => 'never opened')).toBe('never opened');
  });
});
