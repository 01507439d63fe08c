/**
 * A project command run as `npm run` runs it: its entry of the built server (scripts/run-built.mjs;
 * tests/support/server-build.ts builds it for the run), and how it ended.
 */
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

/** The commands beside the server: `npm run backup`, `restore` and `seed:demo`. */
export type Command = 'backup' | 'restore' | 'seed-demo';

/** `node dist-server/<name>.js …args` as argv, as scripts/run-built.mjs runs it. */
const builtCommand = (name: Command | 'server', args: string[], umask?: string) =>
  withUmask([process.execPath, '--enable-source-maps', `dist-server/${name}.js`, ...args], umask);

/** What `npm start` runs: the built server. */
export const serverCommand = (umask?: string) => builtCommand('server', [], umask);

export function runScript(
  command: Command,
  args: string[],
  env: NodeJS.ProcessEnv,
  { umask }: { umask?: string } = {},
): Promise<ScriptRun> {
  const started = performance.now();
  const [node, ...argv] = builtCommand(command, args, umask);
  return new Promise((resolve, reject) => {
    const child = spawn(node, argv, {
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
