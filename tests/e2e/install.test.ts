/**
 * The host page as an installable app on a 390 × 844 phone (issue 49; docs/rules/screens.md#d2.6): its
 * manifest and icons, the service worker controlling the page, a second visit painting Collect from the
 * worker's cache with the network cut for everything but the API, no worker from the example embedding
 * page, and a new build's 'A new version is ready', which changes nothing until Reload.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { rawRequest } from '../api/support/raw-request';
import { startAppServer } from './support/app-server';
import { newPage } from './support/browser';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const phone = { width: 390, height: 844 };

/** Resolves once the host page's worker has precached the build and controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

it('is installable: the manifest lists its icons, and the worker controls the page', async () => {
  const picker = await suite.server.addUser('data-picker');
  const { page, errors } = await signedInTab(suite, picker, '/data-picker/collect', {
    viewport: phone,
    serviceWorkers: 'allow',
  });
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return null;
    const response = await fetch(link.href);
    return { type: response.headers.get('content-type'), body: await response.json() };
  });
  expect(manifest?.type).toMatch(/^application\/manifest\+json/);
  expect(manifest?.body).toMatchObject({
    name: 'Rental Leads',
    start_url: './',
    scope: './',
    display: 'standalone',
    share_target: {
      action: './',
      method: 'GET',
      params: { title: 'share-title', text: 'share-text', url: 'share-url' },
    },
  });
  const icons = manifest?.body.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  // Each icon is a PNG of the size it claims.
  const drawn = await page.evaluate(
    async (sources) => {
      const sizes = [];
      for (const src of sources) {
        const response = await fetch(new URL(src, document.baseURI));
        const bitmap = await createImageBitmap(await response.blob());
        sizes.push(`${response.headers.get('content-type')} ${bitmap.width}x${bitmap.height}`);
      }
      return sizes;
    },
    icons.map(({ src }) => src),
  );
  expect(drawn).toEqual(icons.map(({ sizes }) => `image/png ${sizes}`));

  await controlled(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${suite.server.url}/sw.js`,
  );
  expect(errors).toEqual([]);
});

it('sends the worker and the manifest the build wrote after its bundle compressed, as its other files', async () => {
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    const plain = await rawRequest(`${suite.server.url}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await rawRequest(`${suite.server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotli.body.length, path).toBeLessThan(plain.body.length);
  }
});

it('paints Collect on a second visit with the network cut for everything but the API', async () => {
  const picker = await suite.server.addUser('data-picker');
  const { page, context, errors } = await signedInTab(suite, picker, '/data-picker/collect', {
    viewport: phone,
    serviceWorkers: 'allow',
  });
  await controlled(page);
  await page.close();

  // Context routes see the worker's own requests too: any file it fetched instead of its cache is cut.
  const cut: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/')) return route.continue();
    cut.push(url.pathname);
    return route.abort('internetdisconnected');
  });
  const again = await context.newPage();
  again.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await again.goto(`${suite.server.url}/#/data-picker/collect`);
  await again.getByRole('button', { name: 'Fetch Rental' }).waitFor();
  expect(await again.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // socket.io is cut too: the page reconnects later by itself; no file of the build was asked of the network.
  expect(cut.filter((path) => !path.startsWith('/socket.io/'))).toEqual([]);
  expect(errors).toEqual([]);
});

it('registers no worker from the example embedding page', async () => {
  const { page, errors } = await newPage(suite.browser, { viewport: phone, serviceWorkers: 'allow' });
  await page.goto(`${suite.server.url}/embed.html`, { waitUntil: 'load' });
  // The host page registers its worker on load; the embedding page, loading the same elements, never does.
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);
  expect(errors).toEqual([]);
});

/** A copy of the build the test may change, as a deploy of a new build changes the served one. */
const builds: string[] = [];
afterAll(() => {
  for (const dir of builds) rmSync(dir, { recursive: true, force: true });
});

/**
 * A new build: host.css gains a custom property, and the worker's precache list its new revision (the
 * md5 Workbox gives a file), so the worker the server sends differs from the installed one. The two
 * files' compressed copies go: the server would send them, as they were, instead.
 */
function deployNewStyles(distDir: string): void {
  const file = join(distDir, 'host.css');
  const styles = `${readFileSync(file, 'utf8')}\n:root { --rl-build: 2; }\n`;
  writeFileSync(file, styles);
  for (const copy of ['host.css.br', 'host.css.gz', 'sw.js.br', 'sw.js.gz'])
    rmSync(join(distDir, copy), { force: true });
  const revision = createHash('md5').update(styles).digest('hex');
  const worker = join(distDir, 'sw.js');
  const before = readFileSync(worker, 'utf8');
  const after = before.replace(/(url:"host\.css",revision:")[0-9a-f]+"/, `$1${revision}"`);
  if (after === before) throw new Error('sw.js lists no revision of host.css');
  writeFileSync(worker, after);
}

const buildMark = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rl-build').trim());

it("shows 'A new version is ready' for a new build, and changes nothing until Reload", async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'rl-build-'));
  builds.push(distDir);
  cpSync(resolve(process.env.RL_DIST_DIR ?? 'dist'), distDir, { recursive: true });
  const server = await startAppServer({ distDir });
  const tab = await newPage(suite.browser, { viewport: phone, serviceWorkers: 'allow' });
  try {
    const { page, errors } = tab;
    await page.goto(`${server.url}/#/`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await controlled(page);
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });

    deployNewStyles(distDir);
    // A visit looks for a new worker; it installs and waits while the page keeps the build it has.
    await page.reload();
    await notice.waitFor();
    expect(await buildMark(page)).toBe('');

    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => buildMark(page)).toBe('2');
    await expect(notice.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await tab.close();
    await server.close();
  }
});
