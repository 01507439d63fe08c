/**
 * Global setup of the suites that start the server as a process of its own: they run what `npm start`
 * runs, the built server (scripts/build-server.mjs), built once for the run from the sources as they
 * are now.
 */
import { execFileSync } from 'node:child_process';

export default function setup() {
  // Set where the build is there already or not needed: .ci/run builds it once for two suites it runs
  // side by side, and the container phase's suite runs against the containers. A build of each would
  // remake the files the other suites' processes are starting from.
  if (process.env.RL_SERVER_BUILT === '1') return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
