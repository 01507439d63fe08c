/** POST /auth/forget-password: asks for a reset link by mail. */
import { authApi, type ForgetPasswordInput } from '../../contract';
import { call } from '../../core/api-client';
import { useCall } from './use-call';

export const forgetPassword = (body: ForgetPasswordInput) =>
  call(authApi.forgetPassword, { body, noRefresh: true, authorization: false });

export const useForgetPassword = () => useCall(forgetPassword);
