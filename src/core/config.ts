/**
 * Where the widgets find their API and socket, and how they navigate: settable by an embedding page
 * without a rebuild, through `configure()` or `<meta name="rl-api-base">` / `<meta name="rl-socket-url">`.
 */

export interface RlConfig {
  /** Base of every API call; default `/api/v1` on the page's origin. */
  apiBase: string;
  /** socket.io server URL; default: the API base's origin. */
  socketUrl: string;
  /** Time-out of one API call, in milliseconds. */
  timeoutMs: number;
  /** How a widget moves the page to another route of the product (e.g. a role home). */
  navigate: (path: string) => void;
  /** The fetch the API client uses; replaced only by tests that need a cookie jar outside a browser. */
  fetch: typeof fetch;
  /** Makes the XMLHttpRequest of uploads (fetch reports no upload progress); replaced only by tests and stories. */
  xhr: () => XMLHttpRequest;
}

const hashNavigate = (path: string) => {
  window.location.hash = `#${path}`;
};

let overrides: Partial<RlConfig> = {};

const meta = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || undefined;
};

const originOf = (url: string): string => {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  return new URL(url, base).origin;
};

export function configure(next: Partial<RlConfig>): void {
  overrides = { ...overrides, ...next };
}

export function getConfig(): RlConfig {
  const apiBase = (overrides.apiBase ?? meta('rl-api-base') ?? '/api/v1').replace(/\/+$/, '');
  return {
    apiBase,
    socketUrl: overrides.socketUrl ?? meta('rl-socket-url') ?? originOf(apiBase),
    timeoutMs: overrides.timeoutMs ?? 30_000,
    navigate: overrides.navigate ?? hashNavigate,
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    xhr: overrides.xhr ?? (() => new XMLHttpRequest()),
  };
}

/** Forgets every `configure()` call; for tests. */
export function resetConfig(): void {
  overrides = {};
}
