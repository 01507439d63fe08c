/** GET /teamLeader/getSingleTeamLeader: the signed-in leader, its assignment and its admin. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleApi } from '../../contract';
import { call } from '../../core/api-client';

export const leaderSelfQuery = () =>
  queryOptions({
    queryKey: ['staff', 'team-leader-self'],
    queryFn: ({ signal }) => call(peopleApi.leaderSelf, { signal }).then((r) => r.data),
  });

export const useLeaderSelf = (enabled: boolean) => useQuery({ ...leaderSelfQuery(), enabled });
