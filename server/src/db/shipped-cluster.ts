/**
 * A new data folder starts from the cluster the build made (scripts/build-server.mjs), not from
 * initdb: initdb inside PGlite takes seconds and most of the server's memory at start, and holds on to
 * it (docs/benchmarks.md, "The server's memory"). The copy goes to a folder beside, is synced, then
 * renamed into place, so a stop half-way leaves no folder that looks like a database.
 */
import fs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FROM_BUILD } from '../lib/from-build';
import { syncFolder } from './durable-fs';
import { tightenFolder } from './private-files';

/** Beside the bundles; from the sources there is none, and initdb runs as PGlite's own. */
const SHIPPED = FROM_BUILD ? fileURLToPath(new URL('./pglite-cluster/', import.meta.url)) : null;

export async function startFromShippedCluster(pgData: string, shipped = SHIPPED): Promise<void> {
  // Only a folder with nothing in it: anything else is PGlite's to open or refuse, never ours to replace.
  const empty = !fs.existsSync(pgData) || fs.readdirSync(pgData).length === 0;
  if (!shipped || !fs.existsSync(shipped) || !empty) return;
  const parent = dirname(pgData);
  const staged = join(parent, `${basename(pgData)}.new`);
  fs.rmSync(staged, { recursive: true, force: true });
  fs.mkdirSync(parent, { recursive: true });
  fs.cpSync(shipped, staged, { recursive: true });
  await tightenFolder(staged);
  syncFolder(staged);
  // An empty folder: made by hand, or by an earlier start that stopped before initdb.
  fs.rmSync(pgData, { recursive: true, force: true });
  fs.renameSync(staged, pgData);
  syncFolder(parent, false);
}
