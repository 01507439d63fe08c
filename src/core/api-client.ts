/**
 * The one API client: cookies included, the access token as the raw Authorization value, one shared
 * refresh on 401 followed by one retry, error toasts on 403/404, and every failure as an ApiError,
 * whether the call is JSON, a file read as a Blob, a body read as a stream, or a multipart upload
 * with progress.
 */
import {
  type Endpoint,
  type Envelope,
  type ErrorBody,
  type LoginResult,
  type PathValues,
  pathTo,
  refreshSession,
} from '../contract';
import { ApiError } from './api-error';
import { authStore } from './auth-store';
import { configInUse, getConfig } from './config';
import { pageLanguage, pageText } from './page-text';
import { toastError } from './toaster';
import { networkMessage, unreachableMessage } from './unreachable';

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
  /** Headers of the call's own (an `Idempotency-Key`, docs/rules/claiming.md#d5.25). */
  headers?: Record<string, string>;
}

const urlOf = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${configInUse().apiBase}${path}${qs ? `?${qs}` : ''}`;
};

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/** One way to send a call with a given token: fetch for JSON and files, XMLHttpRequest for uploads. */
type Transport = (token: string | null | false) => Promise<RawResponse>;

/** The abort's reason, for the console; the ApiError says it in the page's language. */
const TIMEOUT_MESSAGE = 'The server took too long to answer';

/**
 * The server says its messages in the page's language (<html lang>, docs/rules/language.md); a page
 * naming none lets the browser's own Accept-Language speak.
 */
function headersFor(token: string | null | false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  const language = pageLanguage();
  if (language) headers['Accept-Language'] = language;
  return headers;
}

async function parsed(status: number, text: string): Promise<RawResponse> {
  const ok = status >= 200 && status < 300;
  if (text === '') return { status, ok, body: null };
  try {
    return { status, ok, body: JSON.parse(text) };
  } catch {
    throw new ApiError('PARSING_ERROR', await pageText('parts.unreadable'), status);
  }
}

interface SendOptions extends RequestOptions {
  /** JSON by default; `blob` a file; `stream` a body read as it arrives (an export's rows). */
  as?: 'json' | 'blob' | 'stream';
  /** A URL outside the API, fetched as it stands (no cookies) instead of `path` under the base. */
  external?: string;
}

/** AbortSignal.timeout with a way to stop it: a stream is read for as long as it runs once it has answered. */
function deadline(ms: number): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError')), ms);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

async function send(path: string, options: SendOptions, token: string | null | false): Promise<RawResponse> {
  const { timeoutMs, fetch } = getConfig();
  const headers = { ...options.headers, ...headersFor(token) };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // The time-out covers the answer and its body, but only the answer of a stream.
  const timeout = deadline(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    let response: Response;
    const url = options.external ?? urlOf(path, options.query);
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: options.external ? 'omit' : 'include',
        signal,
      });
    } catch (e) {
      if (options.signal?.aborted) throw e;
      if (timeout.signal.aborted) throw new ApiError('TIMEOUT_ERROR', await pageText('parts.timeout'));
      throw new ApiError(
        'FETCH_ERROR',
        options.external ? await networkMessage() : await unreachableMessage(url, fetch),
      );
    }
    if (options.as === 'stream' && response.ok && response.body) {
      return { status: response.status, ok: true, body: response.body };
    }
    // A file answers with its bytes; a failure still answers with the JSON error body.
    if (options.as === 'blob' && response.ok) {
      return { status: response.status, ok: true, body: await response.blob() };
    }
    return await parsed(response.status, await response.text());
  } finally {
    timeout.stop();
  }
}

export interface UploadOptions {
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** fetch cannot report upload progress; XMLHttpRequest can, with the same headers, cookies and time-out. */
function sendWithProgress(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions,
  token: string | null | false,
): Promise<RawResponse> {
  const { timeoutMs, xhr: createXhr } = getConfig();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = createXhr();
    const abort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort);
      finish();
    };
    xhr.open('POST', urlOf(path));
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headersFor(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    /** A failure of the transport, its message said in the page's language. */
    const failed = (kind: 'FETCH_ERROR' | 'TIMEOUT_ERROR', message: Promise<string>) =>
      settle(() => void message.then((text) => reject(new ApiError(kind, text))));
    xhr.onload = () => settle(() => void parsed(xhr.status, xhr.responseText).then(resolve, reject));
    xhr.onerror = () => failed('FETCH_ERROR', networkMessage());
    xhr.ontimeout = () => failed('TIMEOUT_ERROR', pageText('parts.timeout'));
    xhr.onabort = () => settle(() => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', abort);
    xhr.send(form);
  });
}

let refreshing: Promise<string | null> | null = null;

async function refreshNow(): Promise<string | null> {
  try {
    const res = await send(pathTo(refreshSession), { method: refreshSession.method }, false);
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

const errorOf = async (res: RawResponse): Promise<ApiError> => {
  const body = (res.body ?? {}) as Partial<ErrorBody>;
  return new ApiError(
    'HTTP_ERROR',
    typeof body.message === 'string' && body.message ? body.message : await pageText('parts.somethingWrong'),
    res.status,
    Array.isArray(body.errors) ? body.errors : [],
    typeof body.retryAfter === 'number' ? body.retryAfter : null,
    typeof body.code === 'string' ? body.code : null,
    body.matches,
  );
};

/** Sends with the stored token; on 401 refreshes once and sends again; classifies and toasts a failure. */
async function authorized(
  options: Pick<RequestOptions, 'authorization' | 'noRefresh'>,
  transport: Transport,
): Promise<RawResponse> {
  const sentWith = options.authorization ?? authStore.getState().accessToken;
  let res = await transport(sentWith);
  if (res.status === 401 && !options.noRefresh && options.authorization === undefined) {
    // A call sent before another one's refresh finished retries with that token instead of refreshing again.
    const current = authStore.getState().accessToken;
    const token = current && current !== sentWith ? current : await refreshAccessToken(sentWith);
    if (token) res = await transport(token);
  }
  if (res.ok) return res;
  const error = await errorOf(res);
  if (res.status === 401 && !options.noRefresh) authStore.getState().signOut();
  // A refusal with a `code` (an empty pool) is explained in place by the widget: no toast (P13).
  if ((res.status === 403 || res.status === 404) && error.code === null) toastError(error.message);
  throw error;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const res = await authorized(options, (token) => send(path, options, token));
  return res.body as Envelope<T>;
}

/** The API's own path prefix (the base ends in /api/v1), as the server writes it in links. */
const API_PATH = '/api/v1';
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where a linked file lives: an address under the API (absolute when the server has a PUBLIC_URL,
 * else root-relative `/api/v1/…`) is read through the configured API base, so the token only goes to
 * the API this page talks to, behind whatever proxy path; a bare path is under the base; any other
 * absolute URL is outside the API and is read as it stands.
 */
function fileTarget(address: string): { path: string; external?: string } {
  if (!ABSOLUTE.test(address) && !address.startsWith(`${API_PATH}/`)) return { path: address };
  const url = new URL(address, 'http://relative.invalid');
  const at = url.pathname.indexOf(`${API_PATH}/`);
  if (at === -1) return { path: address, external: address };
  return { path: `${url.pathname.slice(at + API_PATH.length)}${url.search}` };
}

/**
 * A file the API serves behind the token (a deal's closing image, by its `closing_image` address);
 * a file outside the API is fetched without the token, and its 401 never signs the user out.
 */
export async function getBlob(address: string, signal?: AbortSignal): Promise<Blob> {
  const { path, external } = fileTarget(address);
  const res = await authorized(external ? { authorization: false, noRefresh: true } : {}, (token) =>
    send(path, { signal, as: 'blob', external }, token),
  );
  return res.body as Blob;
}

/**
 * A GET whose body is read as it arrives (a lead list's export): the body's stream once the answer is
 * 2xx, after the same token, refresh and error handling as any call. Aborting `signal` stops the body too.
 */
export async function getStream(
  path: string,
  query: RequestOptions['query'],
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const res = await authorized({}, (token) => send(path, { query, signal, as: 'stream' }, token));
  return res.body as ReadableStream<Uint8Array>;
}

/** A multipart POST that reports how much of the body has been sent. */
export async function upload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<Envelope<T>> {
  const res = await authorized({}, (token) => sendWithProgress(path, form, options, token));
  return res.body as Envelope<T>;
}

export interface CallInput<Body> extends Omit<RequestOptions, 'method' | 'body'> {
  /** A value for each `:name` of the declaration's path. */
  values?: PathValues;
  body?: Body;
}

/** Sends the call a contract declaration describes: its method, its path filled with `values`. */
export function call<Output, Body, Query>(
  target: Endpoint<Output, Body, Query>,
  { values, ...options }: CallInput<Body> = {},
): Promise<Envelope<Output>> {
  return request<Output>(pathTo(target, values), { ...options, method: target.method });
}

// Methods, not arrows: an arrow's `<T>(` reads as JSX to the hard-coded text check's TSX parser.
export const api = {
  get<T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) {
    return request<T>(path, { query, signal });
  },
  post<T>(path: string, body?: unknown, options: RequestOptions = {}) {
    return request<T>(path, { ...options, method: 'POST', body });
  },
  patch<T>(path: string, body?: unknown, options: RequestOptions = {}) {
    return request<T>(path, { ...options, method: 'PATCH', body });
  },
  getBlob,
  getStream,
  upload,
};
