/**
 * Server processes for the multi-process suite: `node dist-server/server.js`, what `npm start` runs
 * (tests/support/server-build.ts builds it), as one process, so `kill -9` reaches the server itself. Each has its own DATA_DIR and log file. A process that
 * dies after it served is started again on its port, as compose's restart policy does, so a test may
 * kill one and the files after it still find two.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { stopChild, waitFor } from './processes';

export interface ServerSettings {
  name: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** The server's environment (PORT, HOST and DATA_DIR are added). */
  env: Record<string, string>;
}

export interface ServerProcess {
  name: string;
  origin: string;
  /** The running child's pid: a new one after a restart. */
  pid(): number;
  /** Resolves once /readyz answers 200; fails with the log's end if the process exits first. */
  ready(limitMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = ['--enable-source-maps', 'dist-server/server.js'];
/** A server that keeps dying is a bug to see, not to restart forever. */
const MAX_RESTARTS = 3;

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

export function spawnServer(settings: ServerSettings): ServerProcess {
  const origin = `http://127.0.0.1:${settings.port}`;
  const env = {
    ...settings.env,
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
  };
  let child: ChildProcess;
  let died: Promise<string>;
  let served = false;
  let stopping = false;
  let restarts = 0;

  const launch = () => {
    const log = openSync(settings.logFile, 'a');
    child = spawn(process.execPath, ENTRY, { env, stdio: ['ignore', log, log] });
    closeSync(log);
    died = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve(`exited (${signal ?? code}); ${settings.logFile} ends:\n${tail(settings.logFile)}`);
        if (!stopping && served && restarts < MAX_RESTARTS) {
          restarts += 1;
          launch();
        }
      }),
    );
  };
  launch();

  return {
    name: settings.name,
    origin,
    pid: () => child.pid!,
    async ready(limitMs = 60_000) {
      await waitFor(
        `server ${settings.name} on ${origin}`,
        limitMs,
        died,
        async () => (await fetch(`${origin}/readyz`)).ok,
      );
      served = true;
    },
    stop() {
      stopping = true;
      return stopChild(child);
    },
  };
}
