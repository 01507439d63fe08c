/** POST /auth/login: stores the token and user on success (spec sections 4 and 7). */
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '../../contract';
import { api } from '../../core/api-client';
import { authStore } from '../../core/auth-store';

export async function login(input: LoginInput) {
  const answer = await api.post<LoginResult>('/auth/login', input, { noRefresh: true, authorization: false });
  authStore.getState().signIn(answer.data.accessToken, answer.data.user);
  return answer;
}

export const useLogin = () => useMutation({ mutationFn: login });
