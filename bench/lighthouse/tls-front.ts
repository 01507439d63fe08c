/**
 * The TLS front production puts before the server (README, "Running it for real"): nginx with
 * deploy/nginx.conf on https and HTTP/2, as a phone reaches the installed app (its service worker needs
 * https). The certificate is a throwaway one for 127.0.0.1, made with openssl; Chromium is told to take it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/api/support/free-ports';
import { type Nginx, startNginx } from '../../tests/multi/support/nginx';

export async function startTlsFront(serverUrl: string): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-front-'));
  const tls = { cert: join(dir, 'front.crt'), key: join(dir, 'front.key') };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      tls.key,
      '-out',
      tls.cert,
    ],
    { stdio: 'ignore' },
  );
  const app = new URL(serverUrl).host;
  const nginx = await startNginx(dir, await freePort(), [app, app], tls);
  return {
    origin: nginx.origin,
    stop: async () => {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
