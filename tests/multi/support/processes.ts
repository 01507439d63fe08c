/** Child processes of the multi-process suite: free ports, waiting until one serves, stopping one. */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export { freePorts } from '../../api/support/free-ports';

/**
 * Polls `ready` until it answers true; fails at once with `died`'s words when that settles first (the
 * process exited), and after `limitMs` otherwise, so a missing or broken process never hangs the suite.
 */
export async function waitFor(
  what: string,
  limitMs: number,
  died: Promise<string>,
  ready: () => Promise<boolean>,
): Promise<void> {
  let death: string | undefined;
  void died.then((why) => {
    death = why;
  });
  const until = Date.now() + limitMs;
  for (;;) {
    if (death !== undefined) throw new Error(`${what}: ${death}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not ready after ${limitMs / 1000} s`);
    await sleep(200);
  }
}

/** Signals the child and waits for its exit; a child still there after 10 s is killed. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
