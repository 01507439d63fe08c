/** DELETE /auth/sessions/:id: ends one of the signed-in user's other devices (docs/rules/auth.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsApi } from '../../contract/endpoints/sessions';
import { call } from '../../core/api-client';
import { SESSIONS_KEY } from './list-sessions';

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(sessionsApi.endMine, { values: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
