/**
 * The one API client: cookies included, the access token as the raw Authorization value, one shared
 * refresh on 401 followed by one retry, error toasts on 403/404, and every failure as an ApiError.
 */
import type { Envelope, ErrorBody, LoginResult } from '../contract';
import { ApiError } from './api-error';
import { authStore } from './auth-store';
import { getConfig } from './config';
import { toastError } from './toaster';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body; wins over `body`. */
  form?: FormData;
  signal?: AbortSignal;
  /** Sent instead of the stored access token (the reset link's token), or `false` for none. */
  authorization?: string | false;
  /** Auth calls answer 401 for wrong credentials: those must not trigger a refresh. */
  noRefresh?: boolean;
}

const urlOf = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${getConfig().apiBase}${path}${qs ? `?${qs}` : ''}`;
};

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null | false,
): Promise<RawResponse> {
  const { timeoutMs, fetch } = getConfig();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e;
    if (timeout.aborted) throw new ApiError('TIMEOUT_ERROR', 'The server took too long to answer');
    throw new ApiError('FETCH_ERROR', 'Could not reach the server. Check your connection.');
  }

  const text = await response.text();
  if (text === '') return { status: response.status, ok: response.ok, body: null };
  try {
    return { status: response.status, ok: response.ok, body: JSON.parse(text) };
  } catch {
    throw new ApiError('PARSING_ERROR', 'The server sent an answer that could not be read', response.status);
  }
}

let refreshing: Promise<string | null> | null = null;

async function refreshNow(): Promise<string | null> {
  try {
    const res = await send('/auth/refresh-token', { method: 'POST' }, false);
    const token = res.ok ? (res.body as Envelope<Partial<LoginResult>>).data?.accessToken : undefined;
    if (!token) {
      authStore.getState().signOut();
      return null;
    }
    authStore.getState().setToken(token);
    return token;
  } catch {
    authStore.getState().signOut();
    return null;
  }
}

/**
 * Tabs share one refresh cookie, and the server revokes the session when a rotated cookie is
 * reused: a Web Lock makes tabs refresh one at a time, and a tab that waited takes the token the
 * other tab stored instead of refreshing again.
 */
async function refreshAcrossTabs(stale: string | null | false): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshNow();
  return locks.request('rl-auth-refresh', async () => {
    await authStore.persist.rehydrate();
    const stored = authStore.getState().accessToken;
    return stored && stored !== stale ? stored : refreshNow();
  });
}

/** Several calls failing with 401 at once share this one refresh. */
export function refreshAccessToken(stale: string | null | false = null): Promise<string | null> {
  refreshing ??= refreshAcrossTabs(stale).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const errorOf = (res: RawResponse): ApiError => {
  const body = (res.body ?? {}) as Partial<ErrorBody>;
  return new ApiError(
    'HTTP_ERROR',
    typeof body.message === 'string' && body.message ? body.message : 'Something went wrong',
    res.status,
    Array.isArray(body.errors) ? body.errors : [],
    typeof body.retryAfter === 'number' ? body.retryAfter : null,
    typeof body.code === 'string' ? body.code : null,
  );
};

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const sentWith = options.authorization ?? authStore.getState().accessToken;
  let res = await send(path, options, sentWith);
  if (res.status === 401 && !options.noRefresh && options.authorization === undefined) {
    // A call sent before another one's refresh finished retries with that token instead of refreshing again.
    const current = authStore.getState().accessToken;
    const token = current && current !== sentWith ? current : await refreshAccessToken(sentWith);
    if (token) res = await send(path, options, token);
  }
  if (res.ok) return res.body as Envelope<T>;
  const error = errorOf(res);
  if (res.status === 401 && !options.noRefresh) authStore.getState().signOut();
  if (res.status === 403 || res.status === 404) toastError(error.message);
  throw error;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
};
