/**
 * A browser's way through single sign-on over HTTP, each redirect followed by hand with a cookie jar
 * per host: the server's start, the test provider's login page, the callback, then the page's
 * POST /auth/oidc/complete. Steps can be changed on the way (another state, another nonce, a replay).
 */
import type { Config, OidcConfig } from '../../../server/src/config';
import { oidcApi } from '../../../src/contract';
import { type ProviderAccount, startTestProvider, type TestProvider } from './oidc-provider';
import type { TestServer } from './server';
import { startTestServer } from './server';

export const RL_PUBLIC_URL = 'http://rental-leads.test';

export interface SsoSetup {
  server: TestServer;
  provider: TestProvider;
  close(): Promise<void>;
}

/** The test server with a real provider; `accounts` are the provider's, keyed by their `sub`. */
export async function startSsoServer(
  accounts: Record<string, ProviderAccount>,
  overrides: Partial<Config> = {},
): Promise<SsoSetup> {
  let server: TestServer | undefined;
  const provider = await startTestProvider({
    publicUrl: RL_PUBLIC_URL,
    backchannelUrl: () => `${server!.baseUrl}${oidcApi.backchannelLogout.path}`,
    accounts,
  });
  const oidc: OidcConfig = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    emailClaim: 'email',
    label: 'Test provider',
    scopes: 'openid email profile',
    recheckMs: 5 * 60_000,
    allowHttp: true,
  };
  server = await startTestServer({ oidc, passwordLogin: true, publicUrl: RL_PUBLIC_URL, ...overrides });
  return {
    server,
    provider,
    async close() {
      await server!.close();
      await provider.close();
    },
  };
}

/** Cookies by host, as a browser keeps them (names and values only: the tests need no more). */
class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();
  header(url: URL) {
    const jar = this.byHost.get(url.host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }
  keep(url: URL, response: Response) {
    const jar = this.byHost.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    this.byHost.set(url.host, jar);
  }
}

export interface Browser {
  /** GET or POST without following redirects; the server's public address goes to its real one. */
  visit(
    url: string,
    form?: URLSearchParams,
  ): Promise<{ status: number; location: string | undefined; text: string }>;
}

export function newBrowser(server: TestServer): Browser {
  const jar = new CookieJar();
  const real = new URL(server.baseUrl).origin;
  return {
    async visit(address, form) {
      const url = new URL(
        address.startsWith(RL_PUBLIC_URL) ? real + address.slice(RL_PUBLIC_URL.length) : address,
      );
      const cookie = jar.header(url);
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
      });
      jar.keep(url, response);
      const location = response.headers.get('location') ?? undefined;
      return {
        status: response.status,
        location: location && new URL(location, url).toString(),
        text: await response.text(),
      };
    },
  };
}

export interface ProviderTrip {
  browser: Browser;
  /** The provider's authorization address as the server built it. */
  authorizeUrl: string;
  /** The callback address the provider sent the browser to. */
  callbackUrl: string;
}

/** Start at the server, sign in at the provider as `accountId`; stops at the callback, not yet visited. */
export async function throughProvider(
  setup: SsoSetup,
  accountId: string,
  options: { returnTo?: string; authorizeUrl?: (url: URL) => URL; browser?: Browser } = {},
): Promise<ProviderTrip> {
  const browser = options.browser ?? newBrowser(setup.server);
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
  const start = await browser.visit(`${RL_PUBLIC_URL}/api/v1${oidcApi.start.path}${query}`);
  if (start.status !== 303 || !start.location) throw new Error(`start answered ${start.status}`);
  const authorizeUrl = (options.authorizeUrl ?? ((url) => url))(new URL(start.location)).toString();
  let next = await browser.visit(authorizeUrl);
  const interaction = next.location!;
  await browser.visit(interaction);
  next = await browser.visit(interaction, new URLSearchParams({ login: accountId }));
  if (next.status === 403) throw new Error('the provider refused the account');
  while (next.location && !next.location.startsWith(RL_PUBLIC_URL)) next = await browser.visit(next.location);
  if (!next.location) throw new Error(`the provider answered ${next.status}: ${next.text.slice(0, 200)}`);
  return { browser, authorizeUrl, callbackUrl: next.location };
}

/** The callback visited: where the server sends the browser back, and the hash's `sso` or `ssoError`. */
export async function callBack(trip: Pick<ProviderTrip, 'browser' | 'callbackUrl'>) {
  const back = await trip.browser.visit(trip.callbackUrl);
  const target = new URL(back.location!);
  const hash = new URLSearchParams(target.hash.replace(/^#\/\?/, ''));
  return {
    status: back.status,
    page: `${target.origin}${target.pathname}${target.search}`,
    code: hash.get('sso') ?? undefined,
    error: hash.get('ssoError') ?? undefined,
  };
}
