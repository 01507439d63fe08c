/** POST /auth/forget-password: asks for a reset link by mail. */
import { useMutation } from '@tanstack/react-query';
import { authApi, type ForgetPasswordInput } from '../../contract';
import { call } from '../../core/api-client';

export const forgetPassword = (body: ForgetPasswordInput) =>
  call(authApi.forgetPassword, { body, noRefresh: true, authorization: false });

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
