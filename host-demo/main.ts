/**
 * The bundled host page: maps hash routes to elements with the spec's guards (docs/rules/screens.md#d2): no token
 * goes to `#/`, a signed-in user at `#/` goes home, a role mismatch goes home with a toast, an
 * unknown route shows the not-found page. Elements load lazily, route by route. The page's own words
 * (the toast, the titles, the coming-soon panel) are said in <html lang>, as the elements say theirs.
 */
import { languageOf, loadCatalog, localize } from '../src/contract/i18n';
import { authStore } from '../src/core/auth-store';
import { pageText } from '../src/core/page-text';
import { toastError } from '../src/core/toaster';
import { currentPath } from '../src/lib/location';
import { applyPageLanguage, pageLanguage } from '../src/lib/page-language';
import { canSee, findRoute, homeOf, PUBLIC_ROUTES, ROUTE_ALIASES, type RouteDef } from '../src/lib/routes';
import { applyStoredTheme } from '../src/lib/theme';
import { shellCatalog } from '../src/locales/shell';
import { loadElement } from '../widgets/index';

const app = document.getElementById('app') as HTMLElement;
const PUBLIC_TAGS: Record<string, string> = {
  [PUBLIC_ROUTES.login]: 'rl-login',
  [PUBLIC_ROUTES.forgetPassword]: 'rl-forget-password',
  [PUBLIC_ROUTES.resetPassword]: 'rl-reset-password',
};

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
  const text = document.createElement('p');
  void routeLabel(route).then(async (label) => {
    title.textContent = await pageText('parts.host.comingSoon', { route: label });
    text.textContent = await pageText('parts.host.comingSoonText');
  });
  panel.append(title, text);
  return panel;
}

function newShell(): HTMLElement {
  const shell = mount('rl-shell');
  const role = authStore.getState().user?.role;
  // docs/rules/messages.md#d5.20: creators and pickers answer each other from the bell.
  if (role === 'data-creator' || role === 'data-picker') {
    const bell = mount('rl-notification-bell');
    bell.slot = 'bell';
    shell.append(bell);
  }
  return shell;
}

/** A post shared to the app (docs/rules/screens.md#d2.8): its module loads for a share, or for Create Rental. */
const shareTarget = () => import('./share-target');
const sharedAttrs = (route: RouteDef): Promise<Record<string, string>> =>
  route.tag === 'rl-create-rental'
    ? shareTarget().then(({ sharedPostAttrs }) => sharedPostAttrs())
    : Promise.resolve({});

/** The shell (and the bell of a creator or a picker) stays mounted across signed-in routes; only the page changes. */
function showInShell(route: RouteDef, path: string): void {
  let shell = app.querySelector<HTMLElement>(':scope > rl-shell');
  if (!shell) {
    shell = newShell();
    app.replaceChildren(shell);
  }
  shell.setAttribute('route', path);
  void Promise.all([loadElement(route.tag), sharedAttrs(route)]).then(([available, shared]) => {
    // The user may have moved on while the element loaded.
    if (currentPath() !== path) return;
    for (const child of [...shell.children]) if (child.slot !== 'bell') child.remove();
    shell.append(available ? mount(route.tag, { ...route.attrs, ...shared }) : comingSoon(route));
    // A new page opens at its top, its title in view, not at the scroll the last page left.
    window.scrollTo(0, 0);
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
  void pageText('parts.host.noAccess').then(toastError);
  return homeOf(user);
}

/** A route's label in the page's language (the shell's catalog names the routes). */
async function routeLabel(route: RouteDef): Promise<string> {
  const language = languageOf(document.documentElement.lang) ?? 'en';
  await loadCatalog(shellCatalog, language).catch(() => undefined);
  return localize(language, route.label);
}

/** The tab's title in the page's language, once its words are there, unless the page has moved on meanwhile. */
function setTitle(path: string): void {
  const route = findRoute(path);
  const title = PUBLIC_TAGS[path]
    ? Promise.resolve('Rental Leads')
    : route
      ? routeLabel(route).then((label) => `${label} · Rental Leads`)
      : pageText('parts.host.notFoundTitle');
  void title.then((text) => {
    if (currentPath() === path) document.title = text;
  });
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
  setTitle(path);
  if (publicTag) app.replaceChildren(mount(publicTag));
  else if (route) showInShell(route, path);
  else app.replaceChildren(mount('rl-not-found'));
}

// The login page too wears the theme chosen in the account menu; the shell applies it on embedding pages.
applyStoredTheme();
if (/[?&]share-(?:title|text|url)=/.test(window.location.search)) (await shareTarget()).receiveShare();
window.addEventListener('hashchange', render);
authStore.subscribe((state, previous) => {
  if (Boolean(state.user) !== Boolean(previous.user)) render();
  else if (state.user?.language !== previous.user?.language) {
    applyLanguage();
    setTitle(currentPath());
  }
});
render();
// Installable (docs/rules/screens.md#d2.6): the worker's code loads after the page, off its first paint.
if ('serviceWorker' in navigator)
  window.addEventListener('load', () => {
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
