/**
 * Pages signed in by a stored session: the sign-in goes through the API, and the page's context
 * starts with what the login form leaves behind (the refresh cookie and the persisted auth state,
 * docs/rules/auth.md#d3.6), so a test about something else spends no time on the form. The form has
 * flows of its own (auth, two-factor, single sign-on, the embedded logins, a new sign-in keeping the
 * language, and the accessibility tour's keyboard).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { REFRESH_COOKIE } from '../../../server/src/routes/auth/refresh-cookie';
import type { LoginResult } from '../../../src/contract';
import { AUTH_STORAGE_KEY } from '../../../src/core/auth-store';
import { newPage, type TestPage } from './browser';
import type { Suite } from './suite';

export interface Credentials {
  email: string;
  password: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const agents = new WeakMap<Browser, Promise<string>>();

/** The User-Agent the browser's pages send, asked of the browser once. */
function userAgentOf(browser: Browser): Promise<string> {
  let agent = agents.get(browser);
  if (!agent) {
    agent = browser.newBrowserCDPSession().then(async (cdp) => {
      const { userAgent } = await cdp.send('Browser.getVersion');
      await cdp.detach();
      return userAgent;
    });
    agents.set(browser, agent);
  }
  return agent;
}

/**
 * The stored session of `who` on the server at `url`, signed in through the real login call with the
 * browser's User-Agent, so its row in the sessions list names the browser as a form sign-in's does.
 */
export async function storedSession(browser: Browser, url: string, who: Credentials): Promise<StorageState> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': await userAgentOf(browser) },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const body = (await response.json()) as { data?: LoginResult; message?: string };
  if (response.status !== 200 || !body.data)
    throw new Error(`login failed: ${response.status} ${body.message}`);
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
  if (!line) throw new Error('the login set no refresh cookie');
  const value = line.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '';
  const path = /;\s*Path=([^;]+)/i.exec(line)?.[1] ?? '/';
  const { hostname } = new URL(url);
  const { accessToken, user } = body.data;
  return {
    cookies: [
      {
        name: REFRESH_COOKIE,
        value,
        domain: hostname,
        path,
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin: url,
        localStorage: [
          { name: AUTH_STORAGE_KEY, value: JSON.stringify({ state: { accessToken, user }, version: 0 }) },
        ],
      },
    ],
  };
}

export interface TabOptions extends Pick<BrowserContextOptions, 'viewport' | 'serviceWorkers'> {
  /** Lets the page read and write the clipboard, as the Copy buttons do. */
  clipboard?: boolean;
}

/**
 * A new page of its own context, signed in as `who`, at its `home`. It opens the login route, which
 * sends a signed-in user home, and waits to land there: a session the page does not take fails here.
 */
export async function signedInTab(
  { browser, server }: Suite,
  who: Credentials,
  home: string,
  { clipboard, ...options }: TabOptions = {},
): Promise<TestPage> {
  const tab = await newPage(browser, {
    ...options,
    storageState: await storedSession(browser, server.url, who),
  });
  if (clipboard)
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await tab.page.goto(`${server.url}/#/`);
  await tab.page.waitForURL(`**/#${home}`);
  return tab;
}
