/** POST /auth/logout: the server revokes the refresh token; the page forgets the session and its cache. */
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../contract';
import { call } from '../../core/api-client';
import { authStore } from '../../core/auth-store';
import { queryClient } from '../../core/query-client';
import { closeBeforeSignOut } from '../../core/socket';

/** Never rejects: signing out locally must not depend on the server answering. */
export async function logout(): Promise<void> {
  closeBeforeSignOut();
  await call(authApi.logout, { noRefresh: true }).catch(() => undefined);
  authStore.getState().signOut();
  queryClient.clear();
}

export const useLogout = () => useMutation({ mutationFn: logout });
