/** A project script run as `npm run` would run it (`node --import tsx <script>`), and how it ended. */
import { spawn } from 'node:child_process';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** With `umask`, `node` run through a shell that sets that file mode creation mask first, as a person's may. */
const withUmask = (node: string[], umask?: string): [string, ...string[]] =>
  umask ? ['sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...node] : [node[0]!, ...node.slice(1)];

/** `node --import tsx <script> …args` as argv. */
export const tsxCommand = (script: string, args: string[], umask?: string) =>
  withUmask([process.execPath, '--import', 'tsx', script, ...args], umask);

/** What `npm start` runs: the built server (tests/support/server-build.ts builds it for the run). */
export const serverCommand = (umask?: string) =>
  withUmask([process.execPath, '--enable-source-maps', 'dist-server/server.js'], umask);

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
