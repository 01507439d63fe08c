/**
 * POST /auth/logout: the server revokes the refresh token; the page forgets the session and its cache.
 * A session the provider signed in then signs out there too: the browser goes to the address the
 * server answered (docs/rules/auth.md, "Single sign-on").
 */
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../contract';
import { call } from '../../core/api-client';
import { authStore } from '../../core/auth-store';
import { queryClient } from '../../core/query-client';
import { closeBeforeSignOut } from '../../core/socket';

/** Never rejects: signing out locally must not depend on the server answering. */
export async function logout(): Promise<void> {
  closeBeforeSignOut();
  const answer = await call(authApi.logout, { noRefresh: true }).catch(() => undefined);
  authStore.getState().signOut();
  queryClient.clear();
  const providerLogout = answer?.data?.providerLogoutUrl;
  if (providerLogout) window.location.assign(providerLogout);
}

export const useLogout = () => useMutation({ mutationFn: logout });
