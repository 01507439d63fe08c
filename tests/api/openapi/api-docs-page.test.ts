/**
 * GET /api/docs (docs/rules/integrations.md#d15.2): the reference page, served with its files from this
 * server under a policy of its own, while the API's answers keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer();
  origin = server.baseUrl.replace('/api/v1', '');
});
afterAll(() => server.close());

describe('the API reference page', () => {
  it('answers HTML that loads its script and stylesheet from this server', async () => {
    const page = await fetch(`${origin}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    const html = await page.text();
    // The icon is an empty data: URL, so the page asks for no /favicon.ico.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((url) => !url.startsWith('data:'));
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset, 'no asset from another origin').toMatch(/^\/api\/docs\//);
      const file = await fetch(`${origin}${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect((await file.text()).length, asset).toBeGreaterThan(10);
    }
  });

  it('starts the renderer on the served document', async () => {
    const start = await (await fetch(`${origin}/api/docs/start.js`)).text();
    expect(start).toContain("'/api/v1/openapi.json'");
  });

  it('sends its files gzipped to a client that takes gzip', async () => {
    const response = await server.app.inject({
      url: '/api/docs/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(600_000);
  });

  it('answers 404 for a file it does not serve', async () => {
    const response = await fetch(`${origin}/api/docs/..%2Fpackage.json`);
    expect(response.status).toBe(404);
    expect((await fetch(`${origin}/api/docs/index.js`)).status).toBe(404);
  });

  it('leaves the API’s own policy as strict as it was', async () => {
    const response = await fetch(`${server.baseUrl}/openapi.json`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
