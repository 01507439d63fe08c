/**
 * API answers per story: `parameters.api` maps a call to an answer (or a function of the request
 * returning one). A key is `on(declaration)` for every path value, `on(declaration, values)` for one,
 * or `'METHOD /path'` for an address the contract does not declare (a file elsewhere). The API
 * client's fetch is swapped for this, so screens run unchanged.
 */
import { callName, type Endpoint, type PathValues } from '../src/contract';

/** The mock key of a declared call: any path values, or only these. */
export const on = (target: Pick<Endpoint, 'method' | 'path'>, values?: PathValues): string =>
  callName(target, values);

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering; `'never'` keeps the request pending (loading states). */
  delay?: number | 'never';
  /** Fail as the network would. */
  networkError?: boolean;
}

export interface MockRequest {
  method: string;
  /** The URL as the client asked for it (a file's address checks where it was resolved to). */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The path values a `:name` key matched. */
  values: Record<string, string>;
}

export type MockHandler = MockAnswer | ((request: MockRequest) => MockAnswer);
export type MockApi = Record<string, MockHandler>;

/** `{ success, message, data }` as the server sends it. */
export const ok = (data: unknown, message = 'success'): MockAnswer => ({
  body: { success: true, message, data },
});
export const fail = (status: number, message: string, extra: Record<string, unknown> = {}): MockAnswer => ({
  status,
  body: { success: false, message, ...extra },
});

/** `METHOD /a/:id` matches `METHOD /a/42` and gives `{ id: '42' }`. */
function matches(key: string, call: string): Record<string, string> | null {
  if (!key.includes('/:')) return key === call ? {} : null;
  const names: string[] = [];
  const pattern = key
    .split(/(:[A-Za-z_]\w*)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(call);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

function handlerFor(
  handlers: MockApi,
  call: string,
): { handler?: MockHandler; values: Record<string, string> } {
  const exact = handlers[call];
  if (exact) return { handler: exact, values: {} };
  for (const [key, handler] of Object.entries(handlers)) {
    const values = matches(key, call);
    if (values) return { handler, values };
  }
  return { values: {} };
}

export function mockFetch(handlers: MockApi, calls: MockRequest[] = []): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^.*\/api\/v1/, '');
    const raw = typeof init?.body === 'string' ? init.body : null;
    const { handler, values } = handlerFor(handlers, `${method} ${path}`);
    const request: MockRequest = {
      method,
      url: String(input),
      path,
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : init?.body,
      values,
    };
    calls.push(request);
    const answer: MockAnswer = handler
      ? typeof handler === 'function'
        ? handler(request)
        : handler
      : fail(404, `No mock for ${method} ${path}`);
    if (answer.delay === 'never') return new Promise<Response>(() => {});
    if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay as number));
    if (answer.networkError) throw new TypeError('Failed to fetch');
    // A stream answers as NDJSON (a list's export), read as it comes and stopped, as fetch stops it,
    // when the request's signal aborts; a Blob answers as a file (an image); anything else as JSON.
    if (answer.body instanceof ReadableStream) {
      const body = init?.signal
        ? answer.body.pipeThrough(new TransformStream(), { signal: init.signal })
        : answer.body;
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/x-ndjson' },
      });
    }
    if (answer.body instanceof Blob) {
      return new Response(answer.body, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': answer.body.type },
      });
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
