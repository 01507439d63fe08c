/**
 * The header's account menu: the user's name, a Profile link (not for the super-admin), the Theme
 * choice and Logout.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLogout } from '../../api/auth/logout';
import type { AuthUser } from '../../contract';
import { getConfig } from '../../core/config';
import { PROFILE_ROUTE } from '../../lib/routes';
import { RouteLink } from '../../ui/route-link';
import { ThemeChoices } from './theme-choices';

export function ProfileMenu({ user, onSignedOut }: { user: AuthUser; onSignedOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogout();

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
        <ul id={menuId} className="rl-menu__list" aria-label="Account">
          <li className="rl-muted rl-menu__note">{user.email}</li>
          {user.role !== 'super-admin' ? (
            <li>
              <RouteLink to={PROFILE_ROUTE.path} onClick={() => setOpen(false)}>
                Profile
              </RouteLink>
            </li>
          ) : null}
          <li className="rl-menu__section">
            <ThemeChoices />
          </li>
          <li>
            <button type="button" onClick={signOut} disabled={logout.isPending}>
              {logout.isPending ? 'Logging out...' : 'Logout'}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
