/** POST /auth/forget-password: asks for a reset link by mail. */
import { useMutation } from '@tanstack/react-query';
import type { ForgetPasswordInput } from '../../contract';
import { api } from '../../core/api-client';

export const forgetPassword = (input: ForgetPasswordInput) =>
  api.post<null>('/auth/forget-password', input, { noRefresh: true, authorization: false });

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
