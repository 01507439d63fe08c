/**
 * Loaded with `--require` into a server process by ../power-cut.test.ts (Node runs it in every thread;
 * only PGlite's, whose `workerData` names the data folder, uses it). There the folder goes through a
 * page cache (page-cache.ts) whose writes and syncs are logged, one JSON line each, to POWER_CUT_LOG
 * (the bytes written to the WAL and the control file to POWER_CUT_LOG.bytes). Once POWER_CUT_DIR/go
 * exists, POWER_CUTS power cuts are taken at random moments over POWER_CUT_WINDOW_MS: copies of the
 * folder as the disk holds it, POWER_CUT_DIR/<n>, half of them with some unsynced writes written back.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { type FsEvent, PageCache } from './page-cache';

/** The files whose written bytes the checks read: the WAL's segments and the control file. */
const KEEP_BYTES = /^(pg_wal\/[0-9A-F]{24}|global\/pg_control)$/;

/** A small seeded generator (mulberry32), so a failing run can be repeated with its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function start(dataDir: string, env: NodeJS.ProcessEnv): void {
  const real = { ...fs };
  const log = real.openSync(env.POWER_CUT_LOG!, 'a');
  const bytes = real.openSync(`${env.POWER_CUT_LOG}.bytes`, 'a');
  let offset = 0;
  const write = (line: object) => real.writeSync(log, `${JSON.stringify(line)}\n`);
  const now = () => process.hrtime.bigint().toString();

  const cuts = Number(env.POWER_CUTS ?? 0);
  const random = seeded(Number(env.POWER_CUT_SEED ?? 1));
  let taken = 0;
  let due = 0;
  const cut = () => {
    if (due === 0) return;
    due -= 1;
    const at = now();
    // Even cuts lose every unsynced write; odd ones keep a random share of them.
    const keep = taken % 2 === 0 ? 0 : random();
    cache.cut(join(env.POWER_CUT_DIR!, String(taken)), keep, random);
    write({ kind: 'cut', n: taken, at, keep });
    taken += 1;
  };

  const cache = new PageCache(fs, dataDir, {
    keepBytes: (path) => KEEP_BYTES.test(path),
    beforeCall: cut,
    events: (event: FsEvent) => {
      if (event.kind === 'write' && event.bytes) {
        real.writeSync(bytes, event.bytes);
        write({ ...event, bytes: offset });
        offset += event.bytes.length;
      } else if (event.kind === 'sync-end') write({ ...event, at: now() });
      else write(event);
    },
  });

  if (cuts === 0) return;
  const window = Number(env.POWER_CUT_WINDOW_MS);
  const go = setInterval(() => {
    if (!real.existsSync(join(env.POWER_CUT_DIR!, 'go'))) return;
    clearInterval(go);
    const moments = Array.from({ length: cuts }, () => random() * window).sort((a, b) => a - b);
    for (const moment of moments) {
      // Taken at the next call on the folder, inside whatever PGlite is doing; or soon after, when idle.
      setTimeout(() => {
        due += 1;
        setTimeout(cut, 20).unref();
      }, moment).unref();
    }
  }, 20);
  go.unref();
}

const dataDir = (workerData as { dataDir?: string } | null)?.dataDir;
if (dataDir && process.env.POWER_CUT_LOG) start(dataDir, process.env);
