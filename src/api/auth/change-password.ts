/** POST /auth/change-password: the signed-in user's own password; its other devices are signed out (docs/rules/auth.md#d3.10). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../contract/auth';
import { passwordApi } from '../../contract/endpoints/password';
import { call } from '../../core/api-client';
import { SESSIONS_KEY } from './list-sessions';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => call(passwordApi.change, { body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
