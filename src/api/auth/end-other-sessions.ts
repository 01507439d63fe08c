/** DELETE /auth/sessions: ends every device of the signed-in user but this one (docs/rules/auth.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsApi } from '../../contract/endpoints/sessions';
import { call } from '../../core/api-client';
import { SESSIONS_KEY } from './list-sessions';

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(sessionsApi.endAllMine),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
