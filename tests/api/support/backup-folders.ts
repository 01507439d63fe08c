/**
 * What the backup and restore files share (tests/api/backup.test.ts, tests/api/restore.test.ts): a folder
 * of the file's own for its data folders and archives, and `npm run backup` and `npm run restore` run as
 * users run them, without DATABASE_URL. Two files, so that the suite's two workers share their minutes.
 */
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { pgliteTemplate } from './fresh-database';
import { runScript, type ScriptRun } from './run-script';
import { startTestServer, type TestServer } from './server';

export const MB = 1024 * 1024;

const { DATABASE_URL: _url, JWT_SECRET: _secret, JWT_SECRET_PREVIOUS: _previous, ...baseEnv } = process.env;

/** A child process's environment on `dataDir`: PGlite, whatever DATABASE_URL says. */
export const envFor = (dataDir: string): NodeJS.ProcessEnv => ({
  ...baseEnv,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
});

/** The server in this process on `dataDir`, for seeding and reading a folder. */
export const openFolder = (dataDir: string): Promise<TestServer> =>
  startTestServer({ dataDir, databaseUrl: undefined });

export const backup = (file: string, env: NodeJS.ProcessEnv) => runScript('backup', [file], env);

const PEAK_RSS_PRELOAD = fileURLToPath(new URL('./report-peak-rss.mjs', import.meta.url));

export interface BackupFolders {
  /** The file's folder, made before its tests run. */
  readonly root: string;
  /** A new folder in it: empty, or holding a migrated database. */
  folder(withDatabase: boolean): Promise<string>;
  /** `npm run restore -- …args` into `dataDir`, and the restore process's peak resident memory in bytes. */
  restore(args: string[], dataDir: string): Promise<ScriptRun & { peakRss: number }>;
}

/** The calling file's folder, made before its tests and removed after them (call it at the file's top). */
export function backupFolders(): BackupFolders {
  let root = '';
  let folders = 0;
  let restores = 0;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rental-leads-backup-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  return {
    get root() {
      return root;
    },
    async folder(withDatabase) {
      folders += 1;
      const made = join(root, `data-${folders}`);
      if (withDatabase) await cp(await pgliteTemplate(), made, { recursive: true });
      else await mkdir(made);
      return made;
    },
    async restore(args, dataDir) {
      restores += 1;
      const peakFile = join(root, `peak-rss-${restores}`);
      const env = {
        ...envFor(dataDir),
        NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ''} --import=${PEAK_RSS_PRELOAD}`,
        PEAK_RSS_FILE: peakFile,
      };
      const run = await runScript('restore', args, env);
      return { ...run, peakRss: Number(await readFile(peakFile, 'utf8')) };
    },
  };
}
