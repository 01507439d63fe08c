/**
 * nginx in front of the two server processes, with deploy/nginx.conf (the template compose.yaml
 * uses) filled in: a child process in the foreground, with its config, pid, logs and temp folders in
 * the suite's own folder, listening on a free port of 127.0.0.1. The system's nginx service is never
 * touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { delimiter, join } from 'node:path';
import { stopChild, waitFor } from './processes';

const TEMPLATE = 'deploy/nginx.conf';

/** PATH first, then where Debian puts it (root's PATH has /usr/sbin, a user's may not). */
function findNginx(): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  const found = dirs
    .filter((dir) => dir !== '')
    .map((dir) => join(dir, 'nginx'))
    .find(existsSync);
  if (!found) {
    throw new Error(
      'The multi-process suite needs nginx, which is not installed: apt-get install nginx (.ci/run does)',
    );
  }
  return found;
}

/** Fills in ${RL_…} as the nginx image's envsubst does; anything else with a $ is nginx's own. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(RL_[A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE} uses \${${name}}, which the suite does not set`);
    return value;
  });
}

/** A 200 from `url`, trusting `ca` (the front's own certificate) on https. */
function healthy(url: string, ca?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = (ca ? https : http).get(url, { ca }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200);
    });
    request.on('error', reject);
  });
}

export interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

/** A certificate and its key (PEM files), for TLS and HTTP/2 in front, as production puts them (README). */
export interface FrontTls {
  cert: string;
  key: string;
}

export async function startNginx(
  dir: string,
  port: number,
  apps: [string, string],
  tls?: FrontTls,
): Promise<Nginx> {
  const binary = findNginx();
  const site = fillTemplate(await readFile(TEMPLATE, 'utf8'), {
    RL_LISTEN: tls ? `127.0.0.1:${port} ssl http2` : `127.0.0.1:${port}`,
    RL_APP_1: apps[0],
    RL_APP_2: apps[1],
  });
  // The main context the nginx image's own nginx.conf gives the template, with our own paths.
  const main = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
${tls ? `  ssl_certificate ${tls.cert};\n  ssl_certificate_key ${tls.key};\n` : ''}${site}
}
`;
  const config = join(dir, 'nginx.conf');
  await writeFile(config, main);
  // Started as root, nginx's workers run as nobody, and need to reach their temp folders in here.
  await chmod(dir, 0o755);
  const args = ['-p', dir, '-c', config, '-e', join(dir, 'nginx-error.log')];
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8', timeout: 10_000 });
  if (test.status !== 0) throw new Error(`nginx refused ${config}:\n${test.stderr}`);

  const child = spawn(binary, args, { stdio: 'ignore' });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const died = new Promise<string>((resolve) =>
    child.once('exit', async (code, signal) => {
      const log = await readFile(join(dir, 'nginx-error.log'), 'utf8').catch(() => '');
      resolve(`nginx exited (${signal ?? code}):\n${log}`);
    }),
  );
  // Through to a server's /healthz: nginx listens and reaches its upstreams.
  const ca = tls ? await readFile(tls.cert, 'utf8') : undefined;
  await waitFor(`nginx on ${origin}`, 10_000, died, () => healthy(`${origin}/healthz`, ca));
  return { origin, stop: () => stopChild(child) };
}
