/** POST /auth/login: stores the token and user on success (spec sections 4 and 7). */
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '../../contract';
import { api } from '../../core/api-client';
import { authStore } from '../../core/auth-store';

export const login = (input: LoginInput) =>
  api.post<LoginResult>('/auth/login', input, { noRefresh: true, authorization: false });

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => authStore.getState().signIn(data.accessToken, data.user),
  });
