/**
 * POST /auth/login: stores the token and user on success (docs/rules/auth.md), then calls
 * `onSignedIn` at once. A page may swap the login form out as soon as the store changes, which
 * unmounts it before `mutate`'s own callbacks run, so an event sent from those would be lost. When a
 * second factor follows, nothing is stored: the answer carries the ticket for the code step.
 */
import { type AuthUser, authApi, type LoginInput, type LoginResult } from '../../contract';
import type { TwoFactorStep } from '../../contract/two-factor';
import { call } from '../../core/api-client';
import { authStore } from '../../core/auth-store';
import { useCall } from './use-call';

export type SignedIn = (user: AuthUser) => void;

/** Keeps a started session: the token and the user in the store, then tells the page. */
export function keepSession(data: LoginResult, onSignedIn?: SignedIn) {
  authStore.getState().signIn(data.accessToken, data.user);
  onSignedIn?.(data.user);
}

export async function login(body: LoginInput, onSignedIn?: SignedIn): Promise<TwoFactorStep | null> {
  const answer = await call(authApi.login, { body, noRefresh: true, authorization: false });
  // A type check only: importing the two-factor module would load its schemas into the login form.
  if ('twoFactor' in answer.data) return answer.data;
  keepSession(answer.data, onSignedIn);
  return null;
}

export const useLogin = (onSignedIn?: SignedIn) => useCall((input: LoginInput) => login(input, onSignedIn));
