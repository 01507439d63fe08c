import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';
import { type RawAnswer, rawRequest, varyOf } from './support/raw-request';

let server: TestServer;
let distDir: string;
let origin: string;

/** A build's layout (vite.config.ts): entries by name, chunks and assets with their hash in the name. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Rental Leads</title>',
  'elements/login.js': `import "./chunks/define-widget-C2CGeMEH.js";${'/* the login element */'.repeat(40)}`,
  'elements/chunks/define-widget-C2CGeMEH.js': `export const defineWidget = () => {};${'// shared code\n'.repeat(80)}`,
  'assets/export.worker-H-juIXSV.js': `self.onmessage = () => {};${'// worker\n'.repeat(80)}`,
  'themes/dark.css': ':root { --rl-color-bg: #111; }',
  'custom-elements.json': '{"schemaVersion":"1.0.0","modules":[]}',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"Rental Leads","start_url":"./","scope":"./"}',
  '.vite/manifest.json': '{"src/main.ts":{"file":"elements/main.js"}}',
};
/** The copies the build writes beside its text files (vite.config.ts's rl-precompressed). */
const COMPRESSED = ['index.html', 'elements/login.js', 'elements/chunks/define-widget-C2CGeMEH.js'];

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'rental-leads-dist-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), text);
  }
  for (const file of COMPRESSED) {
    await writeFile(join(distDir, `${file}.br`), brotliCompressSync(FILES[file]!));
    await writeFile(join(distDir, `${file}.gz`), gzipSync(FILES[file]!));
  }
  server = await startTestServer({ distDir });
  origin = server.baseUrl.replace('/api/v1', '');
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  rawRequest(`${origin}${path}`, { headers });

describe('the host page', () => {
  it('is served at / when a build exists', async () => {
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<title>Rental Leads</title>');
  });

  it('keeps the build’s internals to itself', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('elements/main.js');
    }
  });

  // docs/rules/screens.md#d2.6: a new build's worker and manifest are seen on the next visit.
  it('sends its service worker and manifest revalidated on every visit, the worker under the page policy', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    // Served from the host page's own folder, the worker's scope is the page's: no Service-Worker-Allowed.
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('leaves /api/v1 to the API', async () => {
    const res = await fetch(`${origin}/api/v1/no-such-call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });
});

describe('compressed files', () => {
  const chunk = '/elements/chunks/define-widget-C2CGeMEH.js';
  const text = FILES['elements/chunks/define-widget-C2CGeMEH.js']!;

  it('sends brotli to a browser that accepts it, as the script it is, under the page policy', async () => {
    const answer = await get(chunk, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(text);
  });

  it('sends gzip to one that accepts only gzip', async () => {
    const answer = await get(chunk, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(gunzipSync(answer.body).toString()).toBe(text);
  });

  it('sends the file as it is to one that accepts neither, saying the answer varies', async () => {
    const answer = await get(chunk, { 'accept-encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(answer.body.toString()).toBe(text);
  });

  it('sends the host page compressed at /', async () => {
    const answer = await get('/', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(answer.body).toString()).toBe(FILES['index.html']);
  });

  it('sends a file without copies (too small to gain) as it is', async () => {
    const answer = await get('/themes/dark.css', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(FILES['themes/dark.css']);
  });
});

describe('caching', () => {
  it('keeps content-hashed chunks and assets for a year, compressed or not', async () => {
    for (const path of ['/elements/chunks/define-widget-C2CGeMEH.js', '/assets/export.worker-H-juIXSV.js']) {
      for (const encoding of ['br', 'identity']) {
        const answer = await get(path, { 'accept-encoding': encoding });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], `${path} ${encoding}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  it('has the browser ask again for the files pages load by name, and answers 304 while unchanged', async () => {
    const entries = ['/', '/index.html', '/elements/login.js', '/themes/dark.css', '/custom-elements.json'];
    for (const path of entries) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      const again = await get(path, {
        'accept-encoding': 'br',
        'if-none-match': String(answer.headers.etag),
      });
      expect(again.status, path).toBe(304);
    }
  });
});
