import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let distDir: string;
let origin: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'rental-leads-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Rental Leads</title>');
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, '.vite', 'manifest.json'), '{"src/main.ts":{"file":"elements/main.js"}}');
  server = await startTestServer({ distDir });
  origin = server.baseUrl.replace('/api/v1', '');
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

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

  it('leaves /api/v1 to the API', async () => {
    const res = await fetch(`${origin}/api/v1/no-such-call`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });
});
