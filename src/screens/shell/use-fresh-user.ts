/**
 * Keeps the signed-in user in the auth store current: the shell reads the profile when it loads and
 * every minute, and when the name, email, assignment or bulk upload permission changed on the server
 * (a super-admin's toggle), or the language chosen in another tab, it updates the store, so the menu and route guards follow without signing
 * in again. Every widget of the page, and other tabs through the stored copy, see the change.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQuery } from '../../api/people/profile';
import type { AuthUser, Profile } from '../../contract';
import { authStore } from '../../core/auth-store';

export const USER_REFRESH_MS = 60_000;

/** The fields of the signed-in user a profile can bring up to date (the role stays the token's). */
const freshFields = (user: AuthUser, profile: Profile): AuthUser => ({
  ...user,
  name: profile.name,
  email: profile.email,
  assignFor: profile.assignFor ?? null,
  canBulkUpload: profile.canBulkUpload ?? false,
  language: profile.language ?? user.language,
});

const changed = (user: AuthUser, fresh: AuthUser): boolean =>
  user.name !== fresh.name ||
  user.email !== fresh.email ||
  (user.assignFor ?? null) !== fresh.assignFor ||
  (user.canBulkUpload ?? false) !== fresh.canBulkUpload ||
  user.language !== fresh.language;

export function useFreshUser(user: AuthUser | null): void {
  const { data: profile } = useQuery({
    ...profileQuery(),
    enabled: user !== null,
    refetchInterval: USER_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  useEffect(() => {
    // A profile cached for another account (signed out and in on this page) is not this user's.
    if (!user || !profile || profile._id !== user._id) return;
    const fresh = freshFields(user, profile);
    if (changed(user, fresh)) authStore.getState().updateUser(fresh);
  }, [user, profile]);
}
