#!/usr/bin/env node
// The server's start and memory (docs/benchmarks.md, "The server's memory"): what `npm start` runs
// (the built server, or `--tsx` for the sources through tsx), started on an empty PGlite folder and
// then again on the folder it made. For each start: time from spawn to /readyz 200, the process's
// peak RSS (VmHWM) by then and after it idles, and its RSS after it idles. Targets on the empty
// folder: idle ≤ 400 MB, peak ≤ 500 MB.
//   npm run bench:server [-- --tsx] [--idle 15]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const args = process.argv.slice(2);
const viaTsx = args.includes('--tsx');
const idleIndex = args.indexOf('--idle');
const IDLE_S = idleIndex >= 0 ? Number(args[idleIndex + 1]) : 15;
const IDLE_TARGET_MB = 400;
const PEAK_TARGET_MB = 500;

if (!viaTsx) execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const entry = viaTsx ? ['--import', 'tsx', 'server/src/server.ts'] : ['dist-server/server.js'];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const statusMb = (pid, field) =>
  Math.round(
    Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024,
  );

async function start(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SUPERADMIN_EMAIL: 'bench@example.com',
      SUPERADMIN_PASSWORD: 'Bench-server-2026!',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(50);
  }
  const readyMs = Math.round(performance.now() - started);
  const peakAtReady = statusMb(child.pid, 'VmHWM');
  await sleep(IDLE_S * 1000);
  const figures = {
    readyMs,
    peakAtReady,
    peak: statusMb(child.pid, 'VmHWM'),
    idle: statusMb(child.pid, 'VmRSS'),
  };
  child.kill('SIGTERM');
  await exited;
  return figures;
}

const dataDir = mkdtempSync(join(tmpdir(), 'rl-bench-server-'));
try {
  console.log(`server: ${viaTsx ? 'sources through tsx' : 'built (dist-server/)'}, idle ${IDLE_S} s`);
  const onPostgres = Boolean(process.env.DATABASE_URL);
  if (onPostgres) console.log('  on PostgreSQL (DATABASE_URL): the server process alone');
  for (const [label, run] of [
    [onPostgres ? 'empty database' : 'empty folder', 'first'],
    [onPostgres ? 'the same again' : 'its own folder', 'again'],
  ]) {
    const f = await start(dataDir);
    const flag =
      run === 'first' && (f.idle > IDLE_TARGET_MB || f.peak > PEAK_TARGET_MB) ? '  (over target)' : '';
    console.log(
      `  ${label.padEnd(15)} ready ${String(f.readyMs).padStart(6)} ms  peak ${f.peak} MB (${f.peakAtReady} at ready)  idle ${f.idle} MB${flag}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
