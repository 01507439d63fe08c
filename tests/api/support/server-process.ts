/** `npm start`'s entry in a process of its own, as people run it (for the tests that need one). */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-ports';
import { serverCommand } from './run-script';

export interface ServerProcess {
  /** The API's base address, `http://127.0.0.1:PORT/api/v1`. */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the server with `env` on a free port and resolves once /readyz answers. `umask`: the file
 * mode creation mask it starts with, as a shell's `umask` sets it (the process's own by default).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  { umask }: { umask?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const [command, ...args] = serverCommand(umask);
  const child: ChildProcess = spawn(command, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `${origin}/api/v1`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
