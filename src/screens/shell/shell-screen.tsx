/**
 * The signed-in layout (docs/rules/screens.md): a collapsible sidebar with the role title and the role's
 * entries, a header with the logo, a bell slot and the account menu, the page in the default slot,
 * and the footer. It applies the user's stored theme (src/lib/theme.ts) and refreshes the signed-in
 * user from the profile on load and every minute.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { localize } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { currentPath } from '../../lib/location';
import { ROLE_TITLES } from '../../lib/role-titles';
import { menuOf, sectionsOf } from '../../lib/routes';
import { applyStoredTheme } from '../../lib/theme';
import { shellCatalog } from '../../locales/shell';
import type { Emit } from '../../ui/define-widget';
import { useLanguage } from '../../ui/language';
import { RouteLink } from '../../ui/route-link';
import { useT } from '../../ui/use-t';
import { ProfileMenu } from './profile-menu';
import { useFreshUser } from './use-fresh-user';

export interface ShellProps {
  /** The active route; read from the page's hash when absent. */
  route?: string;
  /** Content for stories and tests; an element's content comes through its slot. */
  children?: React.ReactNode;
  emit: Emit<ShellEvents>;
}

/** What the screen emits (sent as `rl-<name>`) and each event's detail. */
export interface ShellEvents {
  'signed-out': null;
}

const COLLAPSED_KEY = 'rl-sidebar-collapsed';
const narrow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

function useActivePath(route: string | undefined): string {
  const [path, setPath] = useState(() => route ?? currentPath());
  useEffect(() => {
    if (route) {
      setPath(route);
      return;
    }
    const update = () => setPath(currentPath());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [route]);
  return path;
}

export function ShellScreen({ route, children, emit }: ShellProps) {
  const user = useAuth((s) => s.user);
  // The menu follows permission changes (bulk upload) within a minute, without signing in again.
  useFreshUser(user);
  const active = useActivePath(route);
  const t = useT(shellCatalog);
  const language = useLanguage();
  // Before the first paint, so a dark choice never flashes light (an embedding page may load no host script).
  useLayoutEffect(applyStoredTheme, []);
  const [collapsed, setCollapsed] = useState(
    () => narrow() || localStorage.getItem(COLLAPSED_KEY) === 'true',
  );

  const toggle = () =>
    setCollapsed((c) => {
      if (!narrow()) localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });

  // On a phone the sidebar overlays the page: choosing an entry closes it.
  useEffect(() => {
    if (narrow() && active) setCollapsed(true);
  }, [active]);

  if (!user) return <>{children ?? <slot />}</>;

  return (
    <div className="rl-shell" data-collapsed={collapsed || undefined}>
      <aside className="rl-sidebar" part="sidebar" aria-label={t('shell.sidebar')} id="rl-sidebar">
        <div className="rl-sidebar__title">{localize(language, ROLE_TITLES[user.role])}</div>
        <nav aria-label={t('shell.mainNavigation')}>
          {sectionsOf(menuOf(user)).map(({ section, entries }) => (
            <div key={entries[0]!.path}>
              {section ? (
                <h2 className="rl-sidebar__section" id={`rl-section-${section}`}>
                  {localize(language, section)}
                </h2>
              ) : null}
              <ul aria-labelledby={section ? `rl-section-${section}` : undefined}>
                {entries.map((entry) => (
                  <li key={entry.path}>
                    <RouteLink to={entry.path} aria-current={entry.path === active ? 'page' : undefined}>
                      {localize(language, entry.label)}
                    </RouteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="rl-shell__main">
        <header className="rl-header" part="header">
          <button
            type="button"
            className="rl-btn rl-btn--ghost"
            aria-controls="rl-sidebar"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('shell.openMenu') : t('shell.closeMenu')}
            onClick={toggle}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <span className="rl-logo" part="logo">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3z" />
            </svg>
            {t('shell.product')}
          </span>
          <slot name="bell" />
          <ProfileMenu user={user} onSignedOut={() => emit('signed-out')} />
        </header>
        <main className="rl-content" part="content">
          {children ?? <slot />}
        </main>
        <footer className="rl-footer" part="footer">
          {t('shell.footer', { year: new Date().getFullYear() })}
        </footer>
      </div>
    </div>
  );
}
