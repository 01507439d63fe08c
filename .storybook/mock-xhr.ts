/**
 * An XMLHttpRequest for stories and tests that answers through a fetch (the story's mock API or a
 * test's script), so uploads get the same answers as every other call. It also reports upload
 * progress, which happy-dom's XMLHttpRequest never does.
 */

type Handler = (() => void) | null;

class FetchXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private done = false;

  constructor(
    private readonly fetchLike: typeof fetch,
    private readonly progress: readonly number[],
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: XMLHttpRequestBodyInit | null) {
    void this.run(body);
  }

  abort() {
    this.controller.abort();
    this.finish(() => this.onabort?.());
  }

  private async run(body: XMLHttpRequestBodyInit | null) {
    // A real request reports progress after send() returns, never during it.
    await Promise.resolve();
    for (const fraction of this.progress) {
      if (this.done) return;
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: fraction * 100,
        total: 100,
      } as ProgressEvent);
    }
    // Like fetch's time-out, through the signal: a mock that never answers never times out either.
    let timedOut = false;
    const timer =
      this.timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            this.controller.abort();
          }, this.timeout)
        : 0;
    try {
      const response = await this.fetchLike(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        credentials: this.withCredentials ? 'include' : 'same-origin',
        signal: this.controller.signal,
      });
      const text = await response.text();
      this.finish(() => {
        this.status = response.status;
        this.responseText = text;
        this.onload?.();
      });
    } catch {
      this.finish(() => (timedOut ? this.ontimeout : this.onerror)?.());
    } finally {
      clearTimeout(timer);
    }
  }

  private finish(fire: () => void) {
    if (this.done) return;
    this.done = true;
    fire();
  }
}

/** The `xhr` factory for `configure()`: each request reports `progress` (shares of the body) before its answer. */
export const xhrOverFetch =
  (fetchLike: typeof fetch, progress: readonly number[] = [1]): (() => XMLHttpRequest) =>
  () =>
    new FetchXhr(fetchLike, progress) as unknown as XMLHttpRequest;
