/**
 * `node dist-server/migrate-cluster.js FOLDER`, run by the build (scripts/build-server.mjs): opens a PGlite
 * data folder as the server does (from the shipped cluster, on its thread), which migrates it and applies
 * its functions, and closes it. The build ships the migrated cluster, so a new data folder's first start
 * has nothing left to migrate (docs/benchmarks.md, "The server's memory").
 */
import { openPglite } from './open-pglite';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node dist-server/migrate-cluster.js FOLDER');
  process.exit(2);
}
const database = await openPglite(folder);
await database.close();
