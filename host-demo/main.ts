/**
 * The bundled host page: maps hash routes to elements with the spec's guards (docs/rules/screens.md#d2): no token
 * goes to `#/`, a signed-in user at `#/` goes home, a role mismatch goes home with a toast, an
 * unknown route shows the not-found page. Elements load lazily, route by route.
 */
import { authStore } from '../src/core/auth-store';
import { toastError } from '../src/core/toaster';
import { currentPath } from '../src/lib/location';
import { applyPageLanguage, pageLanguage } from '../src/lib/page-language';
import { canSee, findRoute, homeOf, PUBLIC_ROUTES, ROUTE_ALIASES, type RouteDef } from '../src/lib/routes';
import { applyStoredTheme } from '../src/lib/theme';
import { loadElement } from '../widgets/index';

const app = document.getElementById('app') as HTMLElement;
const PUBLIC_TAGS: Record<string, string> = {
  [PUBLIC_ROUTES.login]: 'rl-login',
  [PUBLIC_ROUTES.forgetPassword]: 'rl-forget-password',
  [PUBLIC_ROUTES.resetPassword]: 'rl-reset-password',
};
export const NO_ACCESS = 'You do not have access to that page';

const go = (path: string) => window.location.replace(`#${path}`);

function mount(tag: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  void loadElement(tag);
  return el;
}

function comingSoon(route: RouteDef): HTMLElement {
  const panel = document.createElement('section');
  panel.className = 'host-panel';
  panel.setAttribute('role', 'status');
  const title = document.createElement('h1');
  title.textContent = `${route.label}: coming soon`;
  const text = document.createElement('p');
  text.textContent = 'This screen is part of an upcoming release of Rental Leads.';
  panel.append(title, text);
  return panel;
}

function newShell(): HTMLElement {
  const shell = mount('rl-shell');
  if (authStore.getState().user?.role === 'data-creator') {
    const bell = mount('rl-notification-bell');
    bell.slot = 'bell';
    shell.append(bell);
  }
  return shell;
}

/** The shell (and the creator's bell) stays mounted across signed-in routes; only the page changes. */
function showInShell(route: RouteDef, path: string): void {
  let shell = app.querySelector<HTMLElement>(':scope > rl-shell');
  if (!shell) {
    shell = newShell();
    app.replaceChildren(shell);
  }
  shell.setAttribute('route', path);
  void loadElement(route.tag).then((available) => {
    // The user may have moved on while the element loaded.
    if (currentPath() !== path) return;
    for (const child of [...shell.children]) if (child.slot !== 'bell') child.remove();
    shell.append(available ? mount(route.tag, route.attrs) : comingSoon(route));
  });
}

/** Where the guards send this path, or null to show it. */
function redirectOf(path: string): string | null {
  const alias = ROUTE_ALIASES[path];
  if (alias) return alias;
  const { user, accessToken } = authStore.getState();
  const signedIn = Boolean(user && accessToken);
  if (path === PUBLIC_ROUTES.login) return signedIn ? homeOf(user) : null;
  const route = findRoute(path);
  if (!route) return null;
  if (!signedIn || !user) return PUBLIC_ROUTES.login;
  if (canSee(route, user)) return null;
  toastError(NO_ACCESS);
  return homeOf(user);
}

/** <html lang>, which every element follows (docs/rules/language.md). */
const applyLanguage = () =>
  applyPageLanguage(pageLanguage(window.location.search, authStore.getState().user));

function render(): void {
  applyLanguage();
  const path = currentPath();
  const redirect = redirectOf(path);
  if (redirect !== null) {
    go(redirect);
    return;
  }
  const publicTag = PUBLIC_TAGS[path];
  const route = findRoute(path);
  if (publicTag) {
    document.title = 'Rental Leads';
    app.replaceChildren(mount(publicTag));
  } else if (route) {
    document.title = `${route.label} · Rental Leads`;
    showInShell(route, path);
  } else {
    document.title = 'Not found · Rental Leads';
    app.replaceChildren(mount('rl-not-found'));
  }
}

// The login page too wears the theme chosen in the account menu; the shell applies it on embedding pages.
applyStoredTheme();
window.addEventListener('hashchange', render);
authStore.subscribe((state, previous) => {
  if (Boolean(state.user) !== Boolean(previous.user)) render();
  else if (state.user?.language !== previous.user?.language) applyLanguage();
});
render();
