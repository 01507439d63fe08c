/** GET /teamLeader/getSingleTeamLeader: the signed-in leader, its assignment and its admin. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamLeaderSelf } from '../../contract';
import { api } from '../../core/api-client';

export const singleTeamLeaderQuery = () =>
  queryOptions({
    queryKey: ['staff', 'team-leader-self'],
    queryFn: ({ signal }) =>
      api.get<TeamLeaderSelf>('/teamLeader/getSingleTeamLeader', undefined, signal).then((r) => r.data),
  });

export const useSingleTeamLeader = (enabled: boolean) => useQuery({ ...singleTeamLeaderQuery(), enabled });
