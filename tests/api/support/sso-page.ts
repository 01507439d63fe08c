/**
 * Single sign-on from a page that keeps its key (docs/rules/auth.md#sso): oidc-browser.ts's browser,
 * its start sent with the page's key as the login's link sends it, and the hand-off completed with
 * that key as the page completes it.
 */
import { randomBytes } from 'node:crypto';
import { type LoginAnswer, oidcApi } from '../../../src/contract';
import { type Browser, callBack, newBrowser, type SsoSetup, throughProvider } from './oidc-browser';
import type { ApiResponse, TestServer } from './server';

/** A key as the login makes one: 32 random bytes, base64url. */
export const newPageKey = () => randomBytes(32).toString('base64url');

/** A browser whose visits to the server's start carry `pageKey`. */
function keyedBrowser(browser: Browser, pageKey: string): Browser {
  return {
    visit(address, form) {
      const url = new URL(address);
      if (url.pathname.endsWith(oidcApi.start.path)) url.searchParams.set('pageKey', pageKey);
      return browser.visit(url.toString(), form);
    },
  };
}

/** Start at the server with the page's key, sign in at the provider; stops at the callback, not yet visited. */
export async function pageTrip(
  setup: SsoSetup,
  accountId: string,
  options: Omit<Parameters<typeof throughProvider>[2] & object, 'browser'> = {},
) {
  const pageKey = newPageKey();
  const browser = keyedBrowser(newBrowser(setup.server), pageKey);
  return { ...(await throughProvider(setup, accountId, { ...options, browser })), pageKey };
}

/** The page's last step: the hand-off with the page's key, for a session (or a second step). */
export const completeFromPage = (
  server: TestServer,
  code: string,
  pageKey: string,
): Promise<ApiResponse<LoginAnswer>> => server.call(oidcApi.complete, { body: { code, pageKey } });

/** The whole way to a session, as the login's page goes it. */
export async function pageSignIn(setup: SsoSetup, accountId: string) {
  const trip = await pageTrip(setup, accountId);
  const back = await callBack(trip);
  if (!back.code) throw new Error(`refused: ${back.error}`);
  return completeFromPage(setup.server, back.code, trip.pageKey);
}
