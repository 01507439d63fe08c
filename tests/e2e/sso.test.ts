/**
 * Single sign-on in Chromium (docs/rules/auth.md, "Single sign-on"), against a real OpenID provider
 * in-process: from the host page, "Sign in with …" goes to the provider and back signed in, and
 * Logout signs out at the provider too; a refusal shows its message on the login; a hand-off sent to
 * another browser signs nobody in there; from an element on another site's page (ALLOWED_ORIGINS),
 * the page comes back with its hand-off and the session lives on in that site's partitioned cookie.
 * The login with the button is axe-clean.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../api/support/oidc-provider';
import { type AppServer, startAppServer } from './support/app-server';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, type TestPage } from './support/browser';

let provider: TestProvider;
let server: AppServer;
let browser: Browser;
let intranet: Server;

/** The desk of host-demo/embed.html as another site would copy it: every address on the leads server. */
async function intranetDesk(): Promise<string> {
  const html = await (await fetch(`${server.url}/embed.html`)).text();
  return html
    .replaceAll('"./', `"${server.url}/`)
    .replace('content="/api/v1"', `content="${server.url}/api/v1"`);
}
/** localhost is another site than the server's 127.0.0.1. */
const otherSite = () => `http://localhost:${(intranet.address() as AddressInfo).port}`;

beforeAll(async () => {
  intranet = await new Promise<Server>((started) => {
    const desk = createServer((_request, response) => {
      void intranetDesk().then((html) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
    });
    desk.listen(0, '127.0.0.1', () => started(desk));
  });
  provider = await startTestProvider({
    publicUrl: () => server.url,
    backchannelUrl: () => `${server.url}/api/v1/auth/oidc/backchannel-logout`,
    accounts: {
      'ana-admin': { email: 'ana.admin@staff.test', emailVerified: true },
      'cleo-creator': { email: 'cleo.creator@staff.test', emailVerified: true },
      stranger: { email: 'stranger@elsewhere.test', emailVerified: true },
    },
  });
  [server, browser] = await Promise.all([
    startAppServer({
      allowedOrigins: [otherSite()],
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        emailClaim: 'email',
        label: 'Test provider',
        scopes: 'openid email profile',
        recheckMs: 5 * 60_000,
        allowHttp: true,
      },
    }),
    launchBrowser(),
  ]);
  await server.addUser('admin', { email: 'ana.admin@staff.test', name: 'Ana Admin' });
  await server.addUser('data-creator', { email: 'cleo.creator@staff.test', name: 'Cleo Creator' });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
  await new Promise((closed) => intranet?.close(closed));
});

/** At the provider's login page: signs in as `account`. */
async function atProvider(page: Page, account: string) {
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('from the host page', () => {
  let tab: TestPage;
  afterAll(() => tab?.close());

  it('signs in through the provider and signs out there too', async () => {
    tab = await newPage(browser);
    const { page } = tab;
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Sign in with Test provider' }).click();
    await atProvider(page, 'ana-admin');
    await page.waitForURL('**/#/admin/create-teamLeader');
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();

    await page
      .getByRole('button', { name: /Ana Admin/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign out of the test provider?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // The provider's session is over: the next sign-in asks for the account again.
    await page.getByRole('link', { name: 'Sign in with Test provider' }).click();
    await page.getByLabel('Account').waitFor();
    expect(tab.errors).toEqual([]);
  });

  it('shows why the provider’s identity was refused, and the login is axe-clean', async () => {
    const refused = await newPage(browser);
    const { page } = refused;
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Sign in with Test provider' }).click();
    await atProvider(page, 'stranger');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('No account uses this email');
    expect(page.url()).toBe(`${server.url}/#/`);
    expect(await seriousViolations(page)).toEqual([]);
    await refused.close();
  });
});

it('issue 47 finding 5: signs nobody in with a hand-off sent to another browser (login CSRF)', async () => {
  // The sender's own sign-in, stopped before its page completes it: the hand-off is in the address.
  const sender = await newPage(browser);
  const victim = await newPage(browser);
  try {
    await sender.context.route('**/api/v1/auth/oidc/complete', (route) => route.abort());
    sender.expected.push(/net::ERR_FAILED/);
    await sender.page.goto(`${server.url}/`);
    const callback = sender.page.waitForResponse((response) =>
      response.url().includes('/auth/oidc/callback'),
    );
    await sender.page.getByRole('link', { name: 'Sign in with Test provider' }).click();
    await atProvider(sender.page, 'ana-admin');
    const link = (await callback).headers().location!;
    expect(link).toMatch(/#\/\?sso=[\w-]+$/);

    // The victim opens it within its minute: refused, still signed out.
    const completes: number[] = [];
    victim.page.on('response', (response) => {
      if (response.url().endsWith('/auth/oidc/complete')) completes.push(response.status());
    });
    await victim.page.goto(`${server.url}/`);
    await victim.page.getByRole('link', { name: 'Sign in with Test provider' }).waitFor();
    await victim.page.goto(link);
    await expect(victim.page.getByRole('alert').textContent()).resolves.toBe(
      'Sign-in failed, please try again',
    );
    await victim.page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(completes).toEqual([401]);
    expect(victim.page.url()).toBe(`${server.url}/#/`);
  } finally {
    await sender.close();
    await victim.close();
  }
});

it('shows the provider alone when the password form is off, with the super-admin’s way in, axe-clean', async () => {
  const providerOnly = await startAppServer({ oidc: server.app.config.oidc, passwordLogin: false });
  const tab = await newPage(browser);
  try {
    const { page } = tab;
    await page.goto(`${providerOnly.url}/`);
    await page.getByRole('link', { name: 'Sign in with Test provider' }).waitFor();
    expect(await page.getByLabel('Email').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Super-admin sign-in' }).click();
    await page.getByLabel('Email').fill(providerOnly.superAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(providerOnly.superAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/#/super-admin/operations');
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.close();
    await providerOnly.close();
  }
});

it('signs an element on another site’s page in, its session kept in that site’s partition', async () => {
  const tab = await newPage(browser);
  const { page } = tab;
  await page.goto(`${otherSite()}/desk.html`);
  await page.getByRole('link', { name: 'Sign in with Test provider' }).click();
  await atProvider(page, 'cleo-creator');
  await page.waitForURL(`${otherSite()}/desk.html#/`);
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  // The access token expires; the refresh needs the cookie set in the desk's partition. Refreshes are
  // counted from before the clock moves: the page may refresh before the reload (its socket or its
  // profile's poll meeting the expired token) as well as after it.
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh-token')) refreshes.push(response.status());
  });
  server.advanceClock(20 * 60_000);
  await page.reload();
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  await expect.poll(() => refreshes).toEqual([200]);
  expect(tab.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  await tab.close();
});
