/** Reading the page's route and its query, whether the host page routes by hash or by path. */

/** `#/reset-password?email=…` → `/reset-password`; a page without a hash route reads as `/`. */
export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return (hash.split('?')[0] || '/').replace(/\/+$/, '') || '/';
}

/** Query parameters of the hash route, falling back to the page's own search string. */
export function routeParams(): URLSearchParams {
  const query = window.location.hash.split('?')[1];
  return new URLSearchParams(query ?? window.location.search);
}
