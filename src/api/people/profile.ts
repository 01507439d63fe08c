/** GET /users/profile: the signed-in user with its admin and team leader cards. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleLookups } from '../../contract';
import { call } from '../../core/api-client';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => call(peopleLookups.profile, { signal }).then((r) => r.data),
  });

export const useProfile = () => useQuery(profileQuery());
