/**
 * Why a call got no answer the page may read. To fetch, an API on another origin that answers but
 * does not allow this page's origin (its ALLOWED_ORIGINS) looks like a network failure; a no-cors
 * request to the same server tells the two apart, since it resolves (opaque) whenever the server
 * answered at all. The refusal then names its fix, on screen and once in the console, instead of
 * blaming the connection. Both are said in the page's language (./page-text.ts); the console's line in
 * English, for whoever sets the server up.
 */
import { pageText } from './page-text';

export const networkMessage = () => pageText('parts.network');

const originRefused = (server: string, page: string) =>
  `The server at ${server} does not let this page (${page}) use it: add ${page} to the server's ALLOWED_ORIGINS.`;

let told = false;

export async function unreachableMessage(url: string, fetch: typeof globalThis.fetch): Promise<string> {
  if (typeof window === 'undefined') return networkMessage();
  const page = window.location.origin;
  const server = new URL(url, window.location.href).origin;
  if (server === page) return networkMessage();
  try {
    await fetch(`${server}/healthz`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
  } catch {
    return networkMessage();
  }
  if (!told) {
    told = true;
    console.error(`Rental Leads: ${originRefused(server, page)}`);
  }
  return pageText('parts.originRefused', { server, page });
}
