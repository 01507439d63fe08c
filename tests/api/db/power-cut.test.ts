/**
 * What the server answers as saved on PGlite is on disk first (docs/decisions.md#p112). A server process
 * runs with its data folder behind the test's own page cache (power-cut/page-cache.ts, loaded into
 * PGlite's thread by power-cut/preload.ts), which keeps every unsynced write in memory and logs each
 * write and sync, while pickers claim, finish and close deals, creators add leads, the super-admin
 * imports, and a backup checkpoints. From that one run:
 * - the log and the WAL itself (pg_walinspect) show each answered commit's record synced before its
 *   answer arrived, and every checkpoint's files synced before the control file names it;
 * - 20 power cuts taken at random moments (the folder as the disk held it, with none or some of the
 *   unsynced writes) each open, pass amcheck on the lead tables, and hold every lead, outcome and
 *   deal answered before the cut.
 * PGlite only: PostgreSQL syncs by itself (the run with DATABASE_URL skips it).
 */
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pg_walinspect } from '@electric-sql/pglite/contrib/pg_walinspect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURABLE_START_PARAMS, DurableFs } from '../../../server/src/db/durable-fs';
import {
  addGroup,
  addLeads,
  createdBy,
  pgliteTemplate,
  runScript,
  startTestServer,
  superAdminOf,
} from '../support';
import { startServerProcess } from '../support/server-process';
import { leadTablesCorruption } from './power-cut/amcheck';
import { answeredCommits, missing, rowsOf } from './power-cut/answered-rows';
import { type FsLog, type LoggedCall, readFsLog } from './power-cut/fs-log';
import { checkpointsAhead, unsyncedCommits } from './power-cut/sync-order';
import { type Acked, startWriteLoad } from './power-cut/write-load';

const CUTS = 20;
const WINDOW_MS = 12_000;
/**
 * Answers the load waits for: a lead's later answers stand for its earlier ones, so about three answers
 * make one answered commit the check counts (748 to 232 in a run), and the check asks for 100.
 */
const ENOUGH_ANSWERS = 600;
const SEED = Number(process.env.POWER_CUT_SEED ?? Date.now() % 1_000_000);
const PRELOAD = fileURLToPath(new URL('./power-cut/preload.ts', import.meta.url));

const { DATABASE_URL: _url, JWT_SECRET: _secret, JWT_SECRET_PREVIOUS: _previous, ...baseEnv } = process.env;

let root: string;
let dataDir: string;
let cutsDir: string;
let logFile: string;
let acks: Acked[];
let log: FsLog;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(process.env.DATABASE_URL)(
  'PGlite’s writes reach the disk before the server says they did',
  () => {
    beforeAll(async () => {
      root = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rental-leads-power-cut-'));
      dataDir = join(root, 'data');
      cutsDir = join(root, 'cuts');
      logFile = join(root, 'fs.log');
      await mkdir(cutsDir);
      await cp(await pgliteTemplate(), dataDir, { recursive: true });
      const seeding = await startTestServer({ dataDir, databaseUrl: undefined });
      const group = await addGroup(seeding, {
        leaders: 1,
        creators: 2,
        pickers: 4,
        pickLimit: 1_000_000_000,
        adminPickLimit: 1_000_000_000,
      });
      const superAdmin = await superAdminOf(seeding);
      await addLeads(
        seeding,
        Array.from({ length: 400 }, () => createdBy(group.creators[0]!)),
      );
      await seeding.close();
      // The run's WAL stays in the folder after its checkpoints, for pg_walinspect to read its commits.
      await appendFile(join(dataDir, 'pglite', 'postgresql.conf'), "\nwal_keep_size = '1GB'\n");

      const env = { ...baseEnv, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const server = await startServerProcess({
        ...env,
        NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ''} --require tsx/cjs --require ${PRELOAD}`,
        POWER_CUT_LOG: logFile,
        POWER_CUT_DIR: cutsDir,
        POWER_CUTS: String(CUTS),
        POWER_CUT_WINDOW_MS: String(WINDOW_MS),
        POWER_CUT_SEED: String(SEED),
      });
      const load = startWriteLoad(server.base, group, superAdmin, { numbers: 2_000_000 });
      try {
        await writeFile(join(cutsDir, 'go'), '');
        const started = Date.now();
        let backedUp = false;
        const cutsTaken = async () => ((await readFile(logFile, 'utf8')).match(/"kind":"cut"/g) ?? []).length;
        // The writes go on past the cuts until enough commits were answered for the check to mean
        // something: a slower machine answered 76 in the cuts' window, where the check asks for 100.
        while (
          ((await cutsTaken()) < CUTS || load.acks.length < ENOUGH_ANSWERS) &&
          load.failures.length === 0 &&
          Date.now() - started < 8 * WINDOW_MS
        ) {
          if (!backedUp && Date.now() - started > WINDOW_MS / 3) {
            backedUp = true;
            // A checkpoint while the writes go on: the backup asks the server for one (docs/decisions.md#p83).
            const made = await runScript('backup', [join(root, 'backup.tar.gz')], env);
            if (made.code !== 0) throw new Error(`backup: ${made.stderr}`);
          }
          await sleep(200);
        }
      } finally {
        await load.stop();
        // A clean stop: the shutdown checkpoint is among those checked.
        await server.stop();
      }
      expect(load.failures).toEqual([]);
      acks = load.acks;
      log = await readFsLog(logFile);
    }, 240_000);

    afterAll(() => rm(root, { recursive: true, force: true }));

    it('syncs the WAL holding each answered commit before its answer, and a checkpoint’s files before it completes', {
      timeout: 60_000,
    }, async () => {
      const pgData = join(dataDir, 'pglite');
      const db = await PGlite.create({ dataDir: pgData, extensions: { pg_walinspect } });
      try {
        const answered = answeredCommits(acks, await rowsOf(db));
        expect(answered.size).toBeGreaterThan(100);
        expect(await unsyncedCommits(log, db, pgData, answered)).toEqual([]);
      } finally {
        await db.close();
      }
      const { checkpoints, early } = checkpointsAhead(log);
      expect(early).toEqual([]);
      // The backup's checkpoint and the shutdown's, at least.
      expect(checkpoints).toBeGreaterThanOrEqual(2);
    });

    it(`opens after each of ${CUTS} power cuts, passes amcheck and holds every write answered before it`, {
      timeout: 180_000,
    }, async () => {
      const cuts = log.calls.filter(
        (call): call is Extract<LoggedCall, { kind: 'cut' }> => call.kind === 'cut',
      );
      expect(cuts).toHaveLength(CUTS);
      const check = async (cut: (typeof cuts)[number]) => {
        const at = BigInt(cut.at);
        // Each cut fell while the writes went on.
        expect(acks.some((ack) => ack.at > at)).toBe(true);
        const db = await PGlite.create({
          fs: new DurableFs(join(cutsDir, String(cut.n))),
          startParams: DURABLE_START_PARAMS,
          extensions: { amcheck, pg_trgm },
        });
        try {
          expect(await leadTablesCorruption(db), `cut ${cut.n}`).toEqual([]);
          const before = acks.filter((ack) => ack.at < at);
          expect(missing(before, await rowsOf(db)), `cut ${cut.n} (seed ${SEED})`).toEqual([]);
        } finally {
          await db.close();
          await rm(join(cutsDir, String(cut.n)), { recursive: true, force: true });
        }
      };
      // Two at a time, one a core.
      for (let i = 0; i < cuts.length; i += 2) await Promise.all(cuts.slice(i, i + 2).map(check));
    });
  },
);
