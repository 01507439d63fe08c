/**
 * The TLS front production puts before the server (README, "Running it for real"): nginx with
 * deploy/nginx.conf on https and HTTP/2, as a phone reaches the installed app (its service worker needs
 * https). The certificate is a throwaway one for 127.0.0.1, made with openssl; Chromium is told to take it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../tests/api/support/free-ports';
import { startNginx } from '../../tests/multi/support/nginx';

export interface Front {
  origin: string;
  stop(): Promise<void>;
}

export async function startTlsFront(serverUrl: string): Promise<Front> {
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
  const [port] = await freePorts(1);
  const nginx = await startNginx(dir, port!, [app, app], tls);
  return {
    origin: nginx.origin,
    stop: async () => {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
