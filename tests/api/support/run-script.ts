/** A project script run as `npm run` would run it (`node --import tsx <script>`), and how it ended. */
import { spawn } from 'node:child_process';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * `node --import tsx <script> …args` as argv; with `umask`, run through a shell that sets that file
 * mode creation mask first, as a person's shell may have it.
 */
export function tsxCommand(script: string, args: string[], umask?: string): [string, ...string[]] {
  const node = [process.execPath, '--import', 'tsx', script, ...args];
  return umask ? ['sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...node] : [node[0]!, ...node.slice(1)];
}

export function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { umask }: { umask?: string } = {},
): Promise<ScriptRun> {
  const started = performance.now();
  const [command, ...argv] = tsxCommand(script, args, umask);
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}
