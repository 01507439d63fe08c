/** GET /auth/sessions: the signed-in user's devices, its own marked current (docs/rules/auth.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsApi } from '../../contract/endpoints/sessions';
import { call } from '../../core/api-client';

export const SESSIONS_KEY = ['sessions', 'mine'] as const;

export const mySessionsQuery = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => call(sessionsApi.listMine, { signal }).then((r) => r.data),
  });

export const useMySessions = () => useQuery(mySessionsQuery());
