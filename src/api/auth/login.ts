/**
 * POST /auth/login: stores the token and user on success (docs/rules/auth.md), then calls
 * `onSignedIn` at once. A page may swap the login form out as soon as the store changes, which
 * unmounts it before `mutate`'s own callbacks run, so an event sent from those would be lost.
 */
import { useMutation } from '@tanstack/react-query';
import { type AuthUser, authApi, type LoginInput } from '../../contract';
import { call } from '../../core/api-client';
import { authStore } from '../../core/auth-store';

type SignedIn = (user: AuthUser) => void;

export async function login(body: LoginInput, onSignedIn?: SignedIn) {
  const answer = await call(authApi.login, { body, noRefresh: true, authorization: false });
  authStore.getState().signIn(answer.data.accessToken, answer.data.user);
  onSignedIn?.(answer.data.user);
  return answer;
}

export const useLogin = (onSignedIn?: SignedIn) =>
  useMutation({ mutationFn: (input: LoginInput) => login(input, onSignedIn) });
