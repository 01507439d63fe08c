/** POST /auth/reset-password: the link's token goes in the Authorization header (docs/rules/auth.md). */
import { useMutation } from '@tanstack/react-query';
import { authApi, type ResetPasswordInput } from '../../contract';
import { call } from '../../core/api-client';

export const resetPassword = ({ token, ...body }: ResetPasswordInput & { token: string }) =>
  call(authApi.resetPassword, { body, noRefresh: true, authorization: token });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
