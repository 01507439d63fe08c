/**
 * `npm run backup` and `npm run restore` with no server (docs/decisions.md#p83), run as users run them:
 * a folder no server holds backed up and restored into a new one, then the refusals, hostile files among
 * them (zeros that inflate a thousandfold, links, names outside the folder), each in bounded memory.
 * PGlite whatever DATABASE_URL says: every folder is this file's own and the children run without
 * DATABASE_URL. A backup of a running server is tests/api/backup.test.ts's.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PgliteClient } from '../../server/src/db/pglite-client';
import { rentals } from '../../server/src/db/schema';
import { addGroup, addLeads, createdBy, runScript, type ScriptRun } from './support';
import { backup, backupFolders, envFor, MB, openFolder } from './support/backup-folders';
import { gzipOf, type TarEntry, tarPieces } from './support/hostile-backups';

const files = backupFolders();
const { folder, restore } = files;
/** The hostile archives written so far, for their names. */
let hostile = 0;

/** A backup of a folder no server holds, with three leads: the file the refusal tests also read. */
let offline: Promise<{ file: string; made: ScriptRun; ids: string[] }> | undefined;

/** Made once, by the first test that needs it: the tests stay independent of their order. */
function offlineBackup() {
  offline ??= (async () => {
    const dataDir = await folder(true);
    const seeding = await openFolder(dataDir);
    const [creator] = (await addGroup(seeding, { leaders: 1, creators: 1, pickers: 0 })).creators;
    const leads = await addLeads(seeding, [createdBy(creator!), createdBy(creator!), createdBy(creator!)]);
    await seeding.close();
    const file = join(files.root, 'offline.tar.gz');
    return { file, made: await backup(file, envFor(dataDir)), ids: leads.map((lead) => lead.id) };
  })();
  return offline;
}

describe('npm run backup and restore with no server', () => {
  it('backs up a folder no server holds, and restores it into a new folder', async () => {
    const { file, made, ids } = await offlineBackup();
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('no server was running on it');

    const restored = await folder(false);
    expect((await restore([file], restored)).code).toBe(0);
    const reopened = await openFolder(restored);
    try {
      const leads = await reopened.app.db.select({ id: rentals.id }).from(rentals);
      expect(leads.map((lead) => lead.id).sort()).toEqual(ids.sort());
    } finally {
      await reopened.close();
    }
  });

  it('refuses to back up a folder with no database', async () => {
    const empty = await folder(false);
    const file = join(files.root, 'nothing.tar.gz');
    const result = await backup(file, envFor(empty));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${empty} holds no Rental Leads database to back up`);
    expect(existsSync(file)).toBe(false);
  });
});

describe('npm run restore refuses', () => {
  /** Nothing of a refused restore is left in the folder. */
  const untouched = async (dataDir: string, before: string[]) =>
    expect((await readdir(dataDir)).sort()).toEqual(before.sort());

  /** The offline backup with `entry` added after its last entry, so a whole database comes first. */
  async function backupWith(entry: TarEntry): Promise<Buffer> {
    const tar = gunzipSync(await readFile((await offlineBackup()).file));
    // backup-file.ts ends the archive with exactly two zero blocks.
    return gzipOf([tar.subarray(0, tar.length - 1024), ...tarPieces([entry])]);
  }

  /** A restore's memory does not grow with what the file unpacks to (the hostile files reach 2 GiB). */
  const PEAK_RSS_BOUND = 600 * MB;

  it.each([
    [
      'bytes that are no archive',
      async () => Buffer.from('not a backup at all'),
      'is not a Rental Leads backup: it is not a complete tar archive',
    ],
    [
      'bytes whose first block is no tar header',
      async () => Buffer.alloc(1024, 'A'),
      'is not a Rental Leads backup: it is not a tar archive, or a damaged one (the header at byte 0 does not add up)',
    ],
    [
      'a backup cut short',
      async () => (await readFile((await offlineBackup()).file)).subarray(0, 4_000),
      'is not a Rental Leads backup: its gzip data is damaged or cut short',
    ],
    [
      'a 2 MB file of one 2 GiB file of zeros',
      async () => gzipOf(tarPieces([{ name: '/base/1/16384', type: '0', content: { zeros: 2048 * MB } }])),
      'is not a Rental Leads backup: it holds base/1/16384, a file of 2048 MiB, and PostgreSQL splits every file of a database at 1024 MiB',
    ],
    [
      'a 1 MB file of 1000 MiB of zeros, unpacked before it shows it holds no database',
      async () => gzipOf(tarPieces([{ name: '/base/1/16384', type: '0', content: { zeros: 1000 * MB } }])),
      'is not a Rental Leads backup: it holds no database folder (no PG_VERSION)',
    ],
    [
      'a backup with an entry named ../escape',
      () => backupWith({ name: '../escape', type: '0', content: Buffer.from('escaped') }),
      'is not a Rental Leads backup: it holds ../escape, a name outside the database folder',
    ],
    [
      'an entry named with a Windows separator',
      async () => gzipOf(tarPieces([{ name: '..\\escape', type: '0', content: Buffer.from('escaped') }])),
      'is not a Rental Leads backup: it holds ..\\escape, a name outside the database folder',
    ],
    [
      'a named pipe',
      async () => gzipOf(tarPieces([{ name: '/pg_pipe', type: '6' }])),
      'is not a Rental Leads backup: it holds pg_pipe, an entry of a kind no database folder has (tar type "6")',
    ],
    [
      'a backup with a symbolic link',
      () => backupWith({ name: '/pg_outside', type: '2', link: '/etc' }),
      'is not a Rental Leads backup: it holds a link (pg_outside), and a database folder has none',
    ],
    [
      'a backup with a hard link',
      () => backupWith({ name: '/pg_passwd', type: '1', link: '/etc/passwd' }),
      'is not a Rental Leads backup: it holds a link (pg_passwd), and a database folder has none',
    ],
    [
      'a backup with 100,001 entries',
      async () =>
        gzipOf(tarPieces(Array.from({ length: 100_001 }, () => ({ name: '/base', type: '5' as const })))),
      'is not a Rental Leads backup: it holds over 100000 entries, and a database folder has about a thousand',
    ],
    [
      'a backup that goes on past its end',
      async () =>
        gzipOf([
          ...tarPieces([{ name: '/PG_VERSION', type: '0', content: Buffer.from('17\n') }]),
          { zeros: 64 * MB },
        ]),
      "is not a Rental Leads backup: it goes on past the archive's end",
    ],
    [
      // PGlite's loader threw Emscripten's ErrnoError here, an object with no message: "[object Object]".
      'a file where a folder must be',
      async () =>
        gzipOf(
          tarPieces([
            { name: '/PG_VERSION', type: '0', content: Buffer.from('17\n') },
            { name: '/base', type: '0', content: Buffer.from('a file') },
            { name: '/base/1', type: '5' },
          ]),
        ),
      'cannot be unpacked: ENOTDIR: not a directory',
    ],
  ])(
    '%s, writing nothing, in bounded memory, with one clear sentence',
    async (what, bytes, message) => {
      hostile += 1;
      const bad = join(files.root, `bad-${hostile}.tar.gz`);
      await writeFile(bad, await bytes());
      const target = await folder(false);
      const result = await restore([bad], target);
      console.log(
        `restore of ${what}: peak RSS ${(result.peakRss / MB).toFixed(0)} MiB, ${result.ms.toFixed(0)} ms`,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${bad} ${message}`);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toContain('[object Object]');
      await untouched(target, []);
      expect(existsSync(join(files.root, 'escape'))).toBe(false);
      expect(result.peakRss).toBeLessThan(PEAK_RSS_BOUND);
    },
    120_000,
  );

  it('a database that is not a Rental Leads one, writing nothing', async () => {
    const other = await folder(false);
    // A bare PGlite database: initdb, no migrations.
    await (await PgliteClient.open(join(other, 'pglite'), () => {})).close();
    const file = join(files.root, 'other.tar.gz');
    expect((await backup(file, envFor(other))).code).toBe(0);
    const target = await folder(false);
    const result = await restore([file], target);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} holds a database, but not a Rental Leads one`);
    await untouched(target, []);
  });

  it('a folder that has a database, unless --force', async () => {
    const target = await folder(true);
    const before = await readdir(target);
    const { file } = await offlineBackup();
    const refused = await restore([file], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${target} already holds a database`);
    await untouched(target, before);

    const forced = await restore([file, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    await untouched(target, before);
    const reopened = await openFolder(target);
    try {
      expect(await reopened.app.db.select({ id: rentals.id }).from(rentals)).toHaveLength(3);
    } finally {
      await reopened.close();
    }
  });

  it('a folder a server holds', async () => {
    const target = await folder(false);
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/api/support/hold-data-dir.ts', target],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        holder.once('exit', (code) => reject(new Error(`hold-data-dir exited with ${code}`)));
      });
      const result = await restore([(await offlineBackup()).file], target);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Another Rental Leads server is already using ${target}`);
      await untouched(target, []);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
  });
});

describe('with DATABASE_URL', () => {
  it.each([
    ['backup', 'pg_dump --format=custom --file=FILE "$DATABASE_URL"'],
    ['restore', 'pg_restore --no-owner --dbname="$DATABASE_URL" FILE'],
  ] as const)(
    'npm run %s refuses without connecting and prints the PostgreSQL way',
    async (command, line) => {
      const dataDir = await folder(false);
      const file = join(files.root, `postgres-${command}.tar.gz`);
      // Nothing listens on port 9: a command that tried to connect would fail differently.
      const env = { ...envFor(dataDir), DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/none' };
      const result = await runScript(command, [file], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `DATABASE_URL is set, so the database is PostgreSQL: \`npm run ${command}\``,
      );
      expect(result.stderr).toContain(line);
      expect(existsSync(file)).toBe(false);
      expect(await readdir(dataDir)).toEqual([]);
    },
  );
});
