/**
 * A child process for single-process.test.ts: takes the data folder's lock, says so on stdout,
 * then either keeps its event loop blocked for the given milliseconds or idles until killed.
 */
import { lockDataDir } from '../../../server/src/db/data-dir-lock';

const [dataDir, blockMs] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: hold-data-dir.ts FOLDER [BLOCK_MS]');
await lockDataDir(dataDir);
process.stdout.write('locked\n');
if (blockMs) {
  const until = Date.now() + Number(blockMs);
  while (Date.now() < until) {
    // Busy on purpose: a server stuck in a long task still holds its folder.
  }
} else {
  setInterval(() => {}, 60_000);
}
