/**
 * A throwaway PostgreSQL server for the multi-process suite, started and stopped by .ci/postgres.sh's
 * own functions (through bash), so CI's two PostgreSQL runs start their servers the same way.
 */
import { spawnSync } from 'node:child_process';

export interface Postgres {
  /** The server's `postgres` database. */
  url: string;
  /** What pg_stop needs: the server's binaries and its folder. */
  bin: string;
  root: string;
}

const SCRIPT = '.ci/postgres.sh';
/** initdb and a start take a few seconds; this only stops a hang. */
const LIMIT_MS = 120_000;

function bash(script: string, args: string[] = []) {
  return spawnSync('bash', ['-c', `source ${SCRIPT}\n${script}`, 'postgres', ...args], {
    encoding: 'utf8',
    timeout: LIMIT_MS,
  });
}

export function startPostgres(): Postgres {
  // pg_find_bin, not pg_ensure_installed: a test run installs nothing (.ci/run's install phase does).
  const run = bash(`
    pg_find_bin || { echo "no PostgreSQL server binaries (initdb, pg_ctl, postgres) on PATH or in /usr/lib/postgresql/*/bin; install them: apt-get install postgresql" >&2; exit 3; }
    pg_start >&2 || exit 4
    printf '%s\\n%s\\n%s\\n' "$PG_URL" "$PG_BIN" "$PG_ROOT"`);
  const [url, bin, root] = run.stdout.trim().split('\n');
  if (run.status !== 0 || !url || !bin || !root) {
    const why = run.error ? `${run.error.message}\n` : '';
    throw new Error(`The multi-process suite could not start PostgreSQL:\n${why}${run.stderr.trim()}`);
  }
  return { url, bin, root };
}

export function stopPostgres({ bin, root }: Postgres): void {
  const run = bash('PG_BIN="$1"; PG_ROOT="$2"; pg_stop >/dev/null', [bin, root]);
  if (run.status !== 0) console.error(`multi: pg_stop failed: ${run.stderr.trim()}`);
}
