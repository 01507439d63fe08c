/** The API client's contract with a scripted fetch: headers, error classes, toasts, the shared refresh. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xhrOverFetch } from '../../.storybook/mock-xhr';
import { api } from './api-client';
import { ApiError } from './api-error';
import { authStore } from './auth-store';
import { configure, resetConfig } from './config';
import * as toaster from './toaster';

type Script = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { _id: 'u1', name: 'Ann', email: 'ann@x.co', role: 'admin' as const };

let calls: { url: string; init: RequestInit }[] = [];
/** Scripts fetch, and the XMLHttpRequest of uploads over the same script, reporting `progress`. */
const useFetch = (script: Script, progress?: number[]) => {
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init });
    return script(String(input), init);
  };
  configure({ fetch, xhr: xhrOverFetch(fetch, progress) });
};

beforeEach(() => {
  // Real toasts would render after the environment is gone.
  vi.spyOn(toaster, 'toastError').mockImplementation(() => {});
  calls = [];
  resetConfig();
  authStore.getState().signIn('token-1', user);
});
afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends the token as the raw Authorization value, with cookies, under the configured base', async () => {
    configure({ apiBase: 'https://api.example.com/api/v1/' });
    useFetch(() => json(200, { success: true, message: 'ok', data: [] }));
    await api.get('/admin/getAllAdmins', { search: 'ann', page: 2, empty: '' });
    expect(calls[0]?.url).toBe('https://api.example.com/api/v1/admin/getAllAdmins?search=ann&page=2');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'token-1' });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('classifies a network failure, a time-out and an unreadable body', async () => {
    useFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'FETCH_ERROR' });

    configure({ timeoutMs: 20 });
    useFetch(
      (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR' });

    useFetch(() => new Response('<html>proxy error</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'PARSING_ERROR', status: 502 });
  });

  it('names the fix when an API on another origin answers but refuses this page, and blames the network otherwise', async () => {
    const page = window.location.origin;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ apiBase: 'https://leads.example.com/api/v1' });
    // The call fails as a CORS refusal does; the no-cors probe of the same server resolves, opaque.
    useFetch((_url, init) =>
      init.mode === 'no-cors' ? new Response(null) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const refused = `The server at https://leads.example.com does not let this page (${page}) use it: add ${page} to the server's ALLOWED_ORIGINS.`;
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'FETCH_ERROR', message: refused });
    expect(calls.map((call) => [call.url, call.init.mode])).toEqual([
      ['https://leads.example.com/api/v1/x', undefined],
      ['https://leads.example.com/healthz', 'no-cors'],
    ]);
    expect(consoleError).toHaveBeenCalledWith(`Rental Leads: ${refused}`);

    useFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({
      message: 'Could not reach the server. Check your connection.',
    });
    configure({ apiBase: '/api/v1' });
    await expect(api.get('/x')).rejects.toMatchObject({
      message: 'Could not reach the server. Check your connection.',
    });
  });

  it('toasts 403 and 404 with the server message and still rejects with it', async () => {
    const toast = vi.mocked(toaster.toastError);
    useFetch(() => json(403, { success: false, message: 'You do not have access to this resource' }));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 403,
      message: 'You do not have access to this resource',
    });
    useFetch(() => json(404, { success: false, message: 'User not found' }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast.mock.calls).toEqual([['You do not have access to this resource'], ['User not found']]);
  });

  it('does not toast other errors, and keeps field errors, retryAfter and the refusal code', async () => {
    const toast = vi.mocked(toaster.toastError);
    useFetch(() =>
      json(400, {
        success: false,
        message: 'Email is required',
        errors: [{ path: 'email', message: 'Email is required' }],
      }),
    );
    await expect(api.post('/x', {})).rejects.toMatchObject({ status: 400, errors: [{ path: 'email' }] });
    useFetch(() =>
      json(429, { success: false, message: 'Fetching is on hold', retryAfter: 90, code: 'hold' }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 429, retryAfter: 90, code: 'hold' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('leaves a 404 refusal with a code (an empty pool) to the widget that explains it', async () => {
    const toast = vi.mocked(toaster.toastError);
    useFetch(() =>
      json(404, { success: false, message: 'No rental is available right now', code: 'pool-empty' }),
    );
    const refused = await api.get('/rental/get-single-rental').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 404, code: 'pool-empty' });
    expect(toast).not.toHaveBeenCalled();
    expect(toaster.alreadyToasted(refused)).toBe(false);
  });

  it('shares one refresh among concurrent 401s and retries each call once with the new token', async () => {
    let refreshes = 0;
    useFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh-token')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { success: true, message: 'ok', data: { accessToken: 'token-2' } });
      }
      const token = (init.headers as Record<string, string>).Authorization;
      return token === 'token-2'
        ? json(200, { success: true, message: 'ok', data: url })
        : json(401, { success: false, message: 'Expired' });
    });
    const answers = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(answers.map((a) => a.data)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    expect(refreshes).toBe(1);
    expect(authStore.getState()).toMatchObject({ accessToken: 'token-2', user });
  });

  it('signs out when the refresh fails', async () => {
    useFetch((url) =>
      json(401, { success: false, message: url.endsWith('/refresh-token') ? 'No session' : 'Expired' }),
    );
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null });
  });

  it('never refreshes for a wrong password at login', async () => {
    useFetch(() => json(401, { success: false, message: 'Invalid email or password' }));
    await expect(api.post('/auth/login', {}, { noRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/login']);
    expect(authStore.getState().user).toEqual(user);
  });
});

describe('file calls', () => {
  const form = () => {
    const data = new FormData();
    data.append('data', '{}');
    return data;
  };

  it('uploads a form with the token and cookies, reports progress, and answers the envelope', async () => {
    useFetch(() => json(200, { success: true, message: 'success', data: { _id: 'd1' } }), [0.25, 1]);
    const progress: number[] = [];
    const answer = await api.upload('/closedRental/createClosedRental', form(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(answer.data).toEqual({ _id: 'd1' });
    expect(progress).toEqual([0.25, 1]);
    expect(calls[0]?.url).toBe('/api/v1/closedRental/createClosedRental');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: 'token-1' },
    });
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
  });

  it('refreshes an upload refused with 401 once and sends it again with the new token', async () => {
    useFetch((url, init) => {
      if (url.endsWith('/auth/refresh-token')) {
        return json(200, { success: true, message: 'ok', data: { accessToken: 'token-2' } });
      }
      const token = (init.headers as Record<string, string>).Authorization;
      return token === 'token-2'
        ? json(200, { success: true, message: 'success', data: 'sent' })
        : json(401, { success: false, message: 'Expired' });
    });
    await expect(api.upload('/up', form())).resolves.toMatchObject({ data: 'sent' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/up', '/api/v1/auth/refresh-token', '/api/v1/up']);
  });

  it('classifies upload failures as every call does, and toasts only 403 and 404', async () => {
    useFetch(() => json(409, { success: false, message: 'A deal is already closed for this rental' }));
    await expect(api.upload('/up', form())).rejects.toMatchObject({
      kind: 'HTTP_ERROR',
      status: 409,
      message: 'A deal is already closed for this rental',
    });
    expect(toaster.toastError).not.toHaveBeenCalled();

    useFetch(() => json(404, { success: false, message: 'No rental found with this number' }));
    await expect(api.upload('/up', form())).rejects.toMatchObject({ status: 404 });
    expect(toaster.toastError).toHaveBeenCalledWith('No rental found with this number');

    useFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.upload('/up', form())).rejects.toMatchObject({ kind: 'FETCH_ERROR' });

    configure({ timeoutMs: 20 });
    useFetch(
      (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(api.upload('/up', form())).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR' });

    useFetch(() => new Response('<html>Request Entity Too Large</html>', { status: 413 }));
    await expect(api.upload('/up', form())).rejects.toMatchObject({ kind: 'PARSING_ERROR', status: 413 });
  });

  it('stops an upload when its signal aborts', async () => {
    useFetch(
      (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const sent = api.upload('/up', form(), { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads a file as a Blob with the token, and a failure from its JSON body', async () => {
    useFetch(() => new Response(new Blob(['png-bytes'], { type: 'image/png' }), { status: 200 }));
    const blob = await api.getBlob('/closedRental/image/d1');
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('png-bytes');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'token-1' });

    useFetch(() => json(403, { success: false, message: 'You do not have access to this resource' }));
    await expect(api.getBlob('/closedRental/image/d2')).rejects.toMatchObject({ status: 403 });
    expect(toaster.toastError).toHaveBeenCalledWith('You do not have access to this resource');
  });

  it('reads a linked file from the configured API, whether its address is absolute or root-relative', async () => {
    useFetch(() => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }));
    configure({ apiBase: 'https://api.example.com/api/v1' });
    await api.getBlob('/api/v1/closedRental/image/d1');
    await api.getBlob('https://leads.example.com/api/v1/closedRental/image/d2');
    await api.getBlob('/closedRental/image/d3');
    // Behind a proxy that serves the API under a path of its own.
    configure({ apiBase: '/rl/api/v1' });
    await api.getBlob('/api/v1/closedRental/image/d4?v=1');
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.com/api/v1/closedRental/image/d1',
      'https://api.example.com/api/v1/closedRental/image/d2',
      'https://api.example.com/api/v1/closedRental/image/d3',
      '/rl/api/v1/closedRental/image/d4?v=1',
    ]);
    for (const call of calls) expect(call.init.headers).toMatchObject({ Authorization: 'token-1' });
  });

  it('reads a file outside the API as it stands, without the token, and never signs out for it', async () => {
    useFetch(() => json(401, { success: false, message: 'Signed URL expired' }));
    await expect(api.getBlob('https://files.example.net/proof.png')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://files.example.net/proof.png');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(authStore.getState().accessToken).toBe('token-1');
  });

  it('refreshes a file read refused with 401 and signs out when the refresh fails', async () => {
    useFetch((url) =>
      json(401, { success: false, message: url.endsWith('/refresh-token') ? 'No session' : 'Expired' }),
    );
    await expect(api.getBlob('/closedRental/image/d1')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toContain('/api/v1/auth/refresh-token');
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null });
  });
});
