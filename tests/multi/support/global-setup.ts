/**
 * The multi-process suite's one cluster, started once for all its files: PostgreSQL, two server
 * processes with their own DATA_DIRs started at the same moment on a fresh database (both migrate and
 * bootstrap at once), and nginx in front with deploy/nginx.conf. The files read it with
 * `inject('cluster')` (cluster.ts); everything stops when the run ends.
 *
 * With RL_MULTI_CLUSTER set, the files run on a cluster started elsewhere (.ci/container.sh: the
 * compose.yaml containers) and nothing is started or stopped here. Its value is the JSON of a
 * `Cluster` without `superAdminToken`, with `superAdmin: { email, password }` to sign in with instead.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { authApi, type LoginResult, pathTo } from '../../../src/contract';
import { clientAddress } from './client-address';
import { startNginx } from './nginx';
import { startPostgres, stopPostgres } from './postgres';
import { freePorts } from './processes';
import { type ServerProcess, spawnServer } from './servers';

export interface Cluster {
  /** The proxy's origin (http://127.0.0.1:port). */
  proxy: string;
  servers: Record<'a' | 'b', { origin: string; pid: number }>;
  databaseUrl: string;
  /** One super-admin session for every file: its sign-ins count against the login limits too. */
  superAdminToken: string;
  /** RATE_LIMIT_MAX of both processes. */
  rateLimitMax: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: Cluster;
  }
}

const SUPER_ADMIN = { email: 'root@multi.test', password: 'multi-root-password' };
/** Small, so the limit test needs few attempts; the other files' sign-ins each come from an address of their own. */
const RATE_LIMIT_MAX = 5;

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function signInSuperAdmin(origin: string, account = SUPER_ADMIN): Promise<string> {
  const response = await fetch(`${origin}/api/v1${pathTo(authApi.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { data: LoginResult; message: string };
  if (!response.ok) throw new Error(`the super-admin could not sign in: ${response.status} ${body.message}`);
  return body.data.accessToken;
}

export default async function setup(project: TestProject) {
  const given = process.env.RL_MULTI_CLUSTER;
  if (given) {
    const { superAdmin, ...cluster } = JSON.parse(given) as Omit<Cluster, 'superAdminToken'> & {
      superAdmin: typeof SUPER_ADMIN;
    };
    const superAdminToken = await signInSuperAdmin(cluster.servers.a.origin, superAdmin);
    project.provide('cluster', { ...cluster, superAdminToken });
    console.log(`multi: on the cluster RL_MULTI_CLUSTER gives, nginx at ${cluster.proxy}`);
    return;
  }
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'rental-leads-multi-'));
  const stops: (() => unknown)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const postgres = startPostgres();
    stops.push(() => stopPostgres(postgres));
    const databaseUrl = await createDatabase(postgres.url, 'rental_leads');

    const [portA, portB, proxyPort] = (await freePorts(3)) as [number, number, number];
    const env = {
      PATH: process.env.PATH ?? '',
      ...(process.env.HOME && { HOME: process.env.HOME }),
      ...(process.env.TMPDIR && { TMPDIR: process.env.TMPDIR }),
      DATABASE_URL: databaseUrl,
      SUPERADMIN_EMAIL: SUPER_ADMIN.email,
      SUPERADMIN_PASSWORD: SUPER_ADMIN.password,
      // The one hop in front of each process is nginx (or, directly, the test as a client that
      // says whose request it passes on); deploy/nginx.conf appends the client's address.
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      LOG_LEVEL: 'warn',
      DIST_DIR: join(dir, 'no-build'),
      // The webhook suite's receivers are on loopback; each process sends every second.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_SEND_SECONDS: '1',
      // tests/multi/push.test.ts runs its own push service on loopback (docs/rules/notifications.md#d16.2).
      PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    };
    const servers: ServerProcess[] = [];
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ] as const) {
      const dataDir = join(dir, `data-${name}`);
      await mkdir(dataDir);
      servers.push(spawnServer({ name, port, dataDir, logFile: join(dir, `server-${name}.log`), env }));
    }
    stops.push(() => Promise.all(servers.map((server) => server.stop())));
    await Promise.all(servers.map((server) => server.ready()));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const nginx = await startNginx(dir, proxyPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
    stops.push(() => nginx.stop());

    project.provide('cluster', {
      proxy: nginx.origin,
      servers: { a: { origin: a.origin, pid: a.pid() }, b: { origin: b.origin, pid: b.pid() } },
      databaseUrl,
      superAdminToken: await signInSuperAdmin(a.origin),
      rateLimitMax: RATE_LIMIT_MAX,
    });
    console.log(`multi: PostgreSQL, two servers and nginx ready in ${Date.now() - started} ms (${dir})`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
