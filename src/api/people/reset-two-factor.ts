/** DELETE /users/:id/two-factor: the super-admin resets a staff member's two-factor (docs/rules/auth.md). */
import { useMutation } from '@tanstack/react-query';
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import { call } from '../../core/api-client';

export const useResetTwoFactor = () =>
  useMutation({ mutationFn: (id: string) => call(twoFactorApi.reset, { values: { id } }) });
