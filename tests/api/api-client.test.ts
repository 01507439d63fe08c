/**
 * The widgets' API client against the real server over HTTP: an expired access token is refreshed
 * once (even for calls failing together) and the call retried; a dead session signs the page out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_COOKIE } from '../../server/src/routes/auth/refresh-cookie';
import { startTestServer, type TestServer } from './support';

// The auth store persists to localStorage, which Node lacks: a Map stands in for it.
const memory = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => memory.set(k, v),
  removeItem: (k: string) => memory.delete(k),
});

const { api } = await import('../../src/core/api-client');
const { login } = await import('../../src/api/auth/login');
const { logout } = await import('../../src/api/auth/logout');
const { authStore } = await import('../../src/core/auth-store');
const { configure } = await import('../../src/core/config');

let server: TestServer;
let cookie = '';
let refreshCalls = 0;

/** A browser's cookie jar for the one refresh cookie, as `credentials: 'include'` would keep it. */
const browserFetch: typeof fetch = async (input, init = {}) => {
  const url = String(input);
  if (url.endsWith('/auth/refresh-token')) refreshCalls += 1;
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', `${REFRESH_COOKIE}=${cookie}`);
  const response = await fetch(url, { ...init, headers });
  const set = response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  if (set !== undefined) cookie = set.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '';
  return response;
};

beforeAll(async () => {
  server = await startTestServer();
  configure({ apiBase: server.baseUrl, fetch: browserFetch });
});
afterAll(() => server?.close());

beforeEach(async () => {
  cookie = '';
  await login({ email: server.superAdmin.email, password: server.superAdmin.password });
  refreshCalls = 0;
});

const expireAccessToken = () => server.clock.advance(16 * 60_000);

describe('api client on the real server', () => {
  it('signs in: token and user stored, refresh cookie kept', async () => {
    expect(authStore.getState().user).toMatchObject({ email: server.superAdmin.email, role: 'super-admin' });
    expect(authStore.getState().accessToken).toMatch(/^ey/);
    expect(cookie).not.toBe('');
  });

  it('refreshes an expired access token and retries the call once', async () => {
    const before = authStore.getState().accessToken;
    expireAccessToken();
    const profile = await api.get<{ email: string }>('/users/profile');
    expect(profile.data.email).toBe(server.superAdmin.email);
    expect(refreshCalls).toBe(1);
    expect(authStore.getState().accessToken).not.toBe(before);
    expect(authStore.getState().user?.email).toBe(server.superAdmin.email);
  });

  it('shares one refresh among calls that fail with 401 together', async () => {
    expireAccessToken();
    const answers = await Promise.all([1, 2, 3, 4].map(() => api.get<{ email: string }>('/users/profile')));
    expect(answers.map((a) => a.data.email)).toEqual(Array(4).fill(server.superAdmin.email));
    // The server revokes a whole session when a rotated refresh token is reused: a second
    // refresh would have signed the user out, so one refresh is also what keeps them in.
    expect(refreshCalls).toBe(1);
  });

  it('signs the page out when the session cannot be refreshed', async () => {
    server.clock.advance(8 * 24 * 60 * 60_000);
    await expect(api.get('/users/profile')).rejects.toMatchObject({ status: 401, kind: 'HTTP_ERROR' });
    expect(refreshCalls).toBe(1);
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null });
  });

  it('logs out on the server too: the old refresh cookie no longer works', async () => {
    const oldCookie = cookie;
    await logout();
    expect(authStore.getState().user).toBeNull();
    const reuse = await fetch(`${server.baseUrl}/auth/refresh-token`, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=${oldCookie}` },
    });
    expect(reuse.status).toBe(401);
  });
});
