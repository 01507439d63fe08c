/**
 * API answers per story: `parameters.api` maps `'METHOD /path'` to an answer (or a function of the
 * request returning one). The API client's fetch is swapped for this, so screens run unchanged.
 */

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

export function mockFetch(handlers: MockApi, calls: MockRequest[] = []): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^.*\/api\/v1/, '');
    const raw = typeof init?.body === 'string' ? init.body : null;
    const request: MockRequest = {
      method,
      url: String(input),
      path,
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : init?.body,
    };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
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
