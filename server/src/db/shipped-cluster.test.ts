import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFromShippedCluster } from './shipped-cluster';

let root: string;
let shipped: string;
let pgData: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rl-cluster-'));
  shipped = join(root, 'shipped');
  await mkdir(join(shipped, 'base', '1'), { recursive: true });
  await writeFile(join(shipped, 'PG_VERSION'), '17\n', { mode: 0o644 });
  await writeFile(join(shipped, 'base', '1', '1259'), 'catalog', { mode: 0o644 });
  pgData = join(root, 'data', 'pglite');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('a new data folder starts from the shipped cluster', () => {
  it('copies the cluster into a folder that does not exist yet, private to this user, and nothing beside it', async () => {
    await startFromShippedCluster(pgData, shipped);
    expect(await readFile(join(pgData, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    expect(await mode(join(pgData, 'PG_VERSION'))).toBe(0o600);
    expect((await mode(pgData)) & 0o077).toBe(0);
    expect(await readdir(join(root, 'data'))).toEqual(['pglite']);
  });

  it('fills an empty folder, and replaces what a copy stopped half-way left beside it', async () => {
    await mkdir(pgData, { recursive: true });
    await mkdir(`${pgData}.new/base`, { recursive: true });
    await writeFile(`${pgData}.new/half`, 'x');
    await startFromShippedCluster(pgData, shipped);
    expect(await readFile(join(pgData, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await readdir(join(root, 'data'))).toEqual(['pglite']);
  });

  it('leaves a folder with anything in it to PGlite, a database or not', async () => {
    await mkdir(pgData, { recursive: true });
    await writeFile(join(pgData, 'postgresql.conf'), 'ours');
    await startFromShippedCluster(pgData, shipped);
    expect(await readdir(pgData)).toEqual(['postgresql.conf']);
  });

  it('does nothing when no cluster was shipped (the server run from its sources)', async () => {
    await startFromShippedCluster(pgData, null);
    await startFromShippedCluster(pgData, join(root, 'none'));
    expect(await readdir(root)).toEqual(['shipped']);
  });
});
