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

/**
 * A hash route's one-time parameter (a notification's `callback`, docs/rules/notifications.md#d16.4): read,
 * then dropped from the address, so a reload does not act on it again.
 */
export function takeRouteParam(name: string): string | null {
  const [route = '', query] = window.location.hash.split('?');
  const params = new URLSearchParams(query);
  const value = params.get(name);
  if (value === null) return null;
  params.delete(name);
  const rest = params.toString();
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${route}${rest ? `?${rest}` : ''}`,
  );
  return value;
}
