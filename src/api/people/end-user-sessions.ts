/** DELETE /users/:id/sessions: ends every device of a managed staff member (docs/rules/auth.md). */
import { useMutation } from '@tanstack/react-query';
import { sessionsApi } from '../../contract/endpoints/sessions';
import { call } from '../../core/api-client';

export const useEndUserSessions = () =>
  useMutation({ mutationFn: (id: string) => call(sessionsApi.endUser, { values: { id } }) });
