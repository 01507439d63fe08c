/** GET /users/profile: the signed-in user with its admin and team leader cards. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../contract';
import { api } from '../../core/api-client';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api.get<Profile>('/users/profile', undefined, signal).then((r) => r.data),
  });

export const useProfile = () => useQuery(profileQuery());
