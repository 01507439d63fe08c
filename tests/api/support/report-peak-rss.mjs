/**
 * Preloaded into a test's child process through NODE_OPTIONS (`--import`, before tsx, hence plain
 * JavaScript): as the process exits, writes its peak resident memory in bytes, worker threads
 * included, to the file PEAK_RSS_FILE names. Linux keeps the peak (VmHWM), so no sample can miss
 * it; getrusage's maxRSS would not do, as it carries over the RSS of the test worker that spawned it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

process.on('exit', () => {
  const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  writeFileSync(process.env.PEAK_RSS_FILE, String(Number(kilobytes) * 1024));
});
