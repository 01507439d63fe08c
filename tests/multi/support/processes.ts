/** Child processes of the multi-process suite: free ports, waiting until one serves, stopping one. */
import type { ChildProcess } from 'node:child_process';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Ports of 127.0.0.1 free right now (the kernel's picks, all held at once so they differ). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

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
