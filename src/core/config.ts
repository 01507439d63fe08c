/**
 * Where the widgets find their API and socket, how they navigate and whose phone numbers they read:
 * settable by an embedding page without a rebuild, through `configure()` or `<meta name="rl-api-base">`
 * / `<meta name="rl-socket-url">` / `<meta name="rl-phone-country">`.
 */
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../contract/enums';

export interface RlConfig {
  /** Base of every API call; default `/api/v1` on the page's origin. */
  apiBase: string;
  /** socket.io server URL; default: the API base's origin. */
  socketUrl: string;
  /**
   * Numbers typed without + and a country code are this country's, and its numbers are shown in its
   * national format (docs/decisions.md#p53); default US. Set it to the server's PHONE_COUNTRY.
   */
  phoneCountry: PhoneCountry;
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

/**
 * rl-phone-country: two letters, any case. Checked here by shape only: the list of countries is phone
 * metadata, which only screens that show numbers load (src/lib/phone.ts falls back on an unknown one).
 */
const metaCountry = (): PhoneCountry | undefined => {
  const code = meta('rl-phone-country')?.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? (code as PhoneCountry) : undefined;
};

const originOf = (url: string): string => {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  return new URL(url, base).origin;
};

/** The server the widgets have called already, if any: a later configure() moving it came too late. */
let inUse: Pick<RlConfig, 'apiBase' | 'socketUrl'> | undefined;
let late = false;
const lateListeners = new Set<() => void>();

export const LATE_CONFIGURE_NOTICE =
  'This page set the widgets’ server after they had started, so their first calls went elsewhere. Call configure() before adding the elements, then reload.';

export function configure(next: Partial<RlConfig>): void {
  overrides = { ...overrides, ...next };
  if (!inUse || late) return;
  const { apiBase, socketUrl } = getConfig();
  if (apiBase === inUse.apiBase && socketUrl === inUse.socketUrl) return;
  late = true;
  console.error(
    `Rental Leads: configure() came after the widgets had called ${inUse.apiBase}: call it before the first rl-* element is added to the page.`,
  );
  for (const listener of lateListeners) listener();
}

/** The configuration for a call to the server: from then on, moving the server is too late. */
export function configInUse(): RlConfig {
  const config = getConfig();
  inUse ??= { apiBase: config.apiBase, socketUrl: config.socketUrl };
  return config;
}

/** Whether configure() moved the server after the widgets had called it; for the widgets' notice. */
export const configuredLate = (): boolean => late;

export function onConfiguredLate(listener: () => void): () => void {
  lateListeners.add(listener);
  return () => lateListeners.delete(listener);
}

export function getConfig(): RlConfig {
  const apiBase = (overrides.apiBase ?? meta('rl-api-base') ?? '/api/v1').replace(/\/+$/, '');
  return {
    apiBase,
    socketUrl: overrides.socketUrl ?? meta('rl-socket-url') ?? originOf(apiBase),
    phoneCountry: overrides.phoneCountry ?? metaCountry() ?? DEFAULT_PHONE_COUNTRY,
    timeoutMs: overrides.timeoutMs ?? 30_000,
    navigate: overrides.navigate ?? hashNavigate,
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    xhr: overrides.xhr ?? (() => new XMLHttpRequest()),
  };
}

/** Forgets every `configure()` call; for tests. */
export function resetConfig(): void {
  overrides = {};
  inUse = undefined;
  late = false;
}
