/** POST /auth/reset-password: the link's token goes in the Authorization header (spec section 7). */
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../contract';
import { api } from '../../core/api-client';

export const resetPassword = ({ token, ...body }: ResetPasswordInput & { token: string }) =>
  api.post<null>('/auth/reset-password', body, { noRefresh: true, authorization: token });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
