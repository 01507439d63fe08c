#!/usr/bin/env node
/**
 * Builds the server as JavaScript (docs/architecture.md, "The server's build"): one bundle an entry in
 * dist-server/ (the server, the app it starts, which the in-process suites test, the two worker
 * threads, each named after its source file, as server/src/lib/ts-worker.ts finds them, and the
 * commands `npm run backup`, `restore` and `seed:demo` run), their shared
 * code in chunks beside them, packages left to node_modules, with source maps; the
 * migrations and SQL functions it reads at run time copied beside them, and the empty database
 * cluster a new data folder starts from. Plain `node` runs it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const OUT = 'dist-server';

/**
 * initdb leaves the cluster private to the user who built it; the server may run as another (the
 * image builds as root and runs as node). The empty cluster holds nothing secret, and each copy of it
 * is made private again (server/src/db/shipped-cluster.ts).
 */
function readableByAll(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) readableByAll(child);
    else chmodSync(child, 0o644);
  }
  chmodSync(path, 0o755);
}
const started = performance.now();
const CLUSTER = `${OUT}/pglite-cluster`;
const STAMP = `${CLUSTER}.version`;
// Everything but the cluster is made anew: a chunk's name changes with its content.
for (const made of existsSync(OUT) ? readdirSync(OUT) : [])
  if (!made.startsWith('pglite-cluster')) rmSync(join(OUT, made), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'server/src/server.ts',
    app: 'server/src/app.ts',
    'pglite-thread': 'server/src/db/pglite-thread.ts',
    'sheet-thread': 'server/src/services/uploads/sheet-thread.ts',
    'migrate-cluster': 'server/src/db/migrate-cluster.ts',
    // The commands beside the server (scripts/run-built.mjs runs them): `npm run backup`, `restore`
    // and `seed:demo`.
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    'seed-demo': 'scripts/seed-demo.ts',
  },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // server.js and app.js share one copy of the app: the suites test the code `npm start` runs.
  splitting: true,
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/drizzle', `${OUT}/drizzle`, { recursive: true });
cpSync('server/src/db/sql', `${OUT}/sql`, { recursive: true });
// The cluster a new data folder starts from (server/src/db/shipped-cluster.ts), migrated: initdb runs
// here, in a process of its own, not in the server at its first start, and so do the migrations and SQL
// functions, the server's own way (migrate-cluster.js); again only when PGlite, a migration or a
// function changes.
const recipe = createHash('sha256');
for (const folder of ['server/drizzle', 'server/src/db/sql'])
  for (const file of readdirSync(folder, { recursive: true }).sort()) {
    const path = join(folder, file);
    if (statSync(path).isFile()) recipe.update(path).update(readFileSync(path));
  }
const pglite = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version;
const stamp = `${pglite} ${recipe.digest('hex').slice(0, 16)}`;
if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== stamp) {
  rmSync(CLUSTER, { recursive: true, force: true });
  rmSync(STAMP, { force: true });
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { PGlite } from '@electric-sql/pglite'; await (await PGlite.create(${JSON.stringify(CLUSTER)})).close();`,
  ]);
  // Opened as a data folder of its own, it starts from the initdb cluster, which it then replaces.
  const staging = mkdtempSync(join(tmpdir(), 'rental-leads-cluster-'));
  try {
    execFileSync(process.execPath, [`${OUT}/migrate-cluster.js`, staging], {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    rmSync(CLUSTER, { recursive: true, force: true });
    cpSync(join(staging, 'pglite'), CLUSTER, { recursive: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  readableByAll(CLUSTER);
  writeFileSync(STAMP, stamp);
}
console.log(`server built in ${OUT}/ (${Math.round(performance.now() - started)} ms)`);
