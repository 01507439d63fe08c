/** `npm start`'s entry in a process of its own that a test can kill -9, with its log lines kept. */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../support/free-ports';
import { serverCommand } from '../support/run-script';

export interface KillableServer {
  /** The API's base address, `http://127.0.0.1:PORT/api/v1`. */
  base: string;
  /** What it has printed so far: its log, one JSON line an entry. */
  output(): string;
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export async function startKillableServer(env: NodeJS.ProcessEnv): Promise<KillableServer> {
  const port = await freePort();
  const [command, ...args] = serverCommand();
  const child: ChildProcess = spawn(command, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `${origin}/api/v1`,
    output: () => output,
    async kill(signal) {
      child.kill(signal);
      await exited;
    },
  };
}
