/**
 * The server's edges: security headers on the build's files and on every other answer, and CORS for
 * the origins of ALLOWED_ORIGINS on the API, the build's files and socket.io's polling transport.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_POLICY } from '../../server/src/plugins/security-headers';
import { authApi, pathTo, settingsApi } from '../../src/contract';
import { startTestServer, type TestServer } from './support';

const INTRANET = 'https://intranet.example.com';
const FOREIGN = 'https://elsewhere.example.net';
const DATA_POLICY = "default-src 'none';frame-ancestors 'none'";
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
];

let distDir: string;
/** No ALLOWED_ORIGINS: the host page's own origin only. */
let own: TestServer;
/** ALLOWED_ORIGINS=https://intranet.example.com, behind https. */
let hosting: TestServer;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'rental-leads-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Rental Leads</title>');
  await writeFile(join(distDir, 'embed.html'), '<!doctype html><title>Leads desk</title>');
  await mkdir(join(distDir, 'elements'));
  await writeFile(join(distDir, 'elements', 'login.js'), 'export {};');
  [own, hosting] = await Promise.all([
    startTestServer({ distDir }),
    startTestServer({ distDir, allowedOrigins: [INTRANET], publicUrl: 'https://rental-leads.test' }),
  ]);
});
afterAll(async () => {
  await Promise.all([own?.close(), hosting?.close()]);
  await rm(distDir, { recursive: true, force: true });
});

const originOf = (server: TestServer) => new URL(server.baseUrl).origin;

/** A request as a page of `origin` would send it (Node's fetch lets a test set Origin). */
const from = (server: TestServer, origin: string, path: string, init: RequestInit = {}) =>
  fetch(`${originOf(server)}${path}`, { ...init, headers: { origin, ...init.headers } });

/** The preflight a browser sends before a PATCH with its token and a JSON body. */
const preflight = (server: TestServer, origin: string, path: string) =>
  from(server, origin, path, {
    method: 'OPTIONS',
    headers: {
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const login = (server: TestServer, origin: string) =>
  from(server, origin, `/api/v1${pathTo(authApi.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.superAdmin),
  });

const corsHeadersOf = (response: Response) =>
  Object.fromEntries(
    CORS_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)]] : [])),
  );

const settingsPath = `/api/v1${pathTo(settingsApi.get)}`;

describe('security headers', () => {
  it('give the build’s files the page policy, and helmet’s headers', async () => {
    for (const path of ['/', '/embed.html', '/elements/login.js']) {
      const response = await fetch(`${originOf(own)}${path}`);
      expect(response.status, path).toBe(200);
      expect(Object.fromEntries(response.headers), path).toMatchObject({
        'content-security-policy': PAGE_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
    }
    expect(PAGE_POLICY).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='; " +
        "img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('give every other answer a policy that loads nothing: data, refusals, 404s, probes', async () => {
    const answers = [
      await login(own, originOf(own)),
      await fetch(`${originOf(own)}${settingsPath}`),
      await fetch(`${originOf(own)}/api/v1/no-such-call`),
      await fetch(`${originOf(own)}/no-such-file.js`),
      await fetch(`${originOf(own)}/healthz`),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 401, 404, 404, 200]);
    for (const response of answers) {
      expect(response.headers.get('content-security-policy'), response.url).toBe(DATA_POLICY);
      expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff');
    }
  });
});

describe('without ALLOWED_ORIGINS', () => {
  it('answers no other origin with a CORS header, and keeps the refresh cookie SameSite=Strict', async () => {
    const asked = await preflight(own, INTRANET, settingsPath);
    expect(asked.status).toBe(404);
    expect(corsHeadersOf(asked)).toEqual({});
    const signedIn = await login(own, INTRANET);
    expect(signedIn.status).toBe(200);
    expect(corsHeadersOf(signedIn)).toEqual({});
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(
      /^rl_refresh=[^;]+; Max-Age=\d+; Path=\/api\/v1\/auth; HttpOnly; SameSite=Strict$/m,
    );
  });
});

describe('with ALLOWED_ORIGINS', () => {
  it('answers an allowed origin’s preflight with its origin, credentials and the methods', async () => {
    const asked = await preflight(hosting, INTRANET, settingsPath);
    expect(asked.status).toBe(204);
    expect(corsHeadersOf(asked)).toEqual({
      'access-control-allow-origin': INTRANET,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'authorization,content-type',
    });
    expect(asked.headers.get('access-control-max-age')).toBe('600');
    expect(asked.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers an allowed origin’s calls with its origin and credentials, and keeps its session in the cross-site cookie', async () => {
    const signedIn = await login(hosting, INTRANET);
    expect(signedIn.status).toBe(200);
    expect(corsHeadersOf(signedIn)).toEqual({
      'access-control-allow-origin': INTRANET,
      'access-control-allow-credentials': 'true',
    });
    // A page of another site sends the cookie only when it is SameSite=None (kept only when Secure),
    // and a browser that blocks third-party cookies keeps it only when it is partitioned.
    const [cookie, ...others] = signedIn.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie?.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      `Max-Age=${7 * 24 * 60 * 60}`,
      'Partitioned',
      'Path=/api/v1/auth',
      'SameSite=None',
      'Secure',
    ]);
    const token = cookie?.match(/^__Secure-rl_refresh=([\w-]+);/)?.[1];
    const refresh = (cookieLine: string) =>
      from(hosting, INTRANET, `/api/v1${pathTo(authApi.refresh)}`, {
        method: authApi.refresh.method,
        headers: { cookie: cookieLine },
      });
    // Only the cross-site name is read: a session from before ALLOWED_ORIGINS cannot shadow it.
    expect((await refresh(`rl_refresh=${token}`)).status).toBe(401);
    const refreshed = await refresh(`__Secure-rl_refresh=${token}`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(INTRANET);
    const refused = await from(hosting, INTRANET, settingsPath);
    expect(refused.status).toBe(401);
    expect(corsHeadersOf(refused)).toEqual({
      'access-control-allow-origin': INTRANET,
      'access-control-allow-credentials': 'true',
    });
  });

  it('keeps a plain-http trial’s session in the same-site cookie, which pages of the API’s own site send', async () => {
    const desk = 'http://127.0.0.1:8080';
    const trial = await startTestServer({
      distDir,
      allowedOrigins: [desk],
      allowPlainHttpOrigins: true,
      publicUrl: 'http://127.0.0.1:3000',
    });
    try {
      const signedIn = await login(trial, desk);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('access-control-allow-origin')).toBe(desk);
      const [cookie] = signedIn.headers.getSetCookie();
      expect(cookie?.split('; ').slice(1).sort()).toEqual([
        'HttpOnly',
        `Max-Age=${7 * 24 * 60 * 60}`,
        'Path=/api/v1/auth',
        'SameSite=Strict',
      ]);
      const token = cookie?.match(/^rl_refresh=([\w-]+);/)?.[1];
      const refreshed = await from(trial, desk, `/api/v1${pathTo(authApi.refresh)}`, {
        method: authApi.refresh.method,
        headers: { cookie: `rl_refresh=${token}` },
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await trial.close();
    }
  });

  it('answers any other origin with no CORS header at all', async () => {
    for (const origin of [FOREIGN, 'null', `${INTRANET}:8443`, 'http://intranet.example.com']) {
      const asked = await preflight(hosting, origin, settingsPath);
      expect(asked.status, origin).toBe(404);
      expect(corsHeadersOf(asked), origin).toEqual({});
      const signedIn = await login(hosting, origin);
      expect(signedIn.status, origin).toBe(200);
      expect(corsHeadersOf(signedIn), origin).toEqual({});
    }
  });

  it('lets an allowed origin load the build’s files with credentials, any other without, a stylesheet’s no-cors request too', async () => {
    const script = await from(hosting, INTRANET, '/elements/login.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe(INTRANET);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    // Any other origin loads them too, without credentials, so its page can say what is missing.
    const elsewhere = await from(hosting, FOREIGN, '/elements/login.js');
    expect(corsHeadersOf(elsewhere)).toEqual({ 'access-control-allow-origin': '*' });
    for (const server of [hosting, own]) {
      const page = await from(server, FOREIGN, '/embed.html');
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
    }
    // Liveness is readable by any page, so a refused one can tell it from a server that is down.
    expect((await from(own, FOREIGN, '/healthz')).headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    );
    // The API's answers stay same-origin resources whoever may call them.
    expect((await login(hosting, INTRANET)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('answers socket.io’s polling handshake with CORS for an allowed origin only', async () => {
    const handshake = (origin: string) => from(hosting, origin, '/socket.io/?EIO=4&transport=polling');
    const allowed = await handshake(INTRANET);
    expect(allowed.status).toBe(200);
    expect(corsHeadersOf(allowed)).toEqual({
      'access-control-allow-origin': INTRANET,
      'access-control-allow-credentials': 'true',
    });
    const foreign = await handshake(FOREIGN);
    expect(corsHeadersOf(foreign)).toEqual({});
    await Promise.all([allowed.text(), foreign.text()]);
  });
});
