/** POST /auth/reset-password: the link's token goes in the Authorization header (docs/rules/auth.md). */
import { authApi, type ResetPasswordInput } from '../../contract';
import { call } from '../../core/api-client';
import { useCall } from './use-call';

export const resetPassword = ({ token, ...body }: ResetPasswordInput & { token: string }) =>
  call(authApi.resetPassword, { body, noRefresh: true, authorization: token });

export const useResetPassword = () => useCall(resetPassword);
