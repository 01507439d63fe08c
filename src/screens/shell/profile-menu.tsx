/**
 * The header's account menu: the user's name, a Profile link (its password, two-factor and sessions), the Theme
 * and Language choices and Logout.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLogout } from '../../api/auth/logout';
import type { AuthUser } from '../../contract';
import { getConfig } from '../../core/config';
import { PROFILE_ROUTE } from '../../lib/routes';
import { shellCatalog } from '../../locales/shell';
import { RouteLink } from '../../ui/route-link';
import { useT } from '../../ui/use-t';
import { LanguageChoices } from './language-choices';
import { ThemeChoices } from './theme-choices';

export function ProfileMenu({ user, onSignedOut }: { user: AuthUser; onSignedOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const t = useT(shellCatalog);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!event.composedPath().includes(wrapper.current as EventTarget)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // mutateAsync, not mutate's callbacks: signing out unmounts this menu before the call settles.
  const signOut = () =>
    logout.mutateAsync().finally(() => {
      onSignedOut();
      getConfig().navigate('/');
    });

  return (
    <div className="rl-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="rl-btn"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        part="profile-button"
      >
        {/* Drawn, not an emoji: machines without an emoji font showed an empty box. */}
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
        </svg>
        {user.name}
      </button>
      {open ? (
        <ul id={menuId} className="rl-menu__list" aria-label={t('menu.account')}>
          <li className="rl-muted rl-menu__note">{user.email}</li>
          <li>
            <RouteLink to={PROFILE_ROUTE.path} onClick={() => setOpen(false)}>
              {t('menu.profile')}
            </RouteLink>
          </li>
          <li className="rl-menu__section">
            <ThemeChoices />
          </li>
          <li className="rl-menu__section">
            <LanguageChoices user={user} />
          </li>
          <li>
            <button type="button" onClick={signOut} disabled={logout.isPending}>
              {logout.isPending ? t('menu.loggingOut') : t('menu.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
