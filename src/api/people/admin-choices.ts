/** GET /admin/get-adminEmails: the admins a super-admin can place staff under. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleLookups } from '../../contract';
import { call } from '../../core/api-client';

export const adminChoicesQuery = () =>
  queryOptions({
    queryKey: ['staff', 'admin-emails'],
    queryFn: ({ signal }) => call(peopleLookups.adminChoices, { signal }).then((r) => r.data),
  });

export const useAdminChoices = (enabled: boolean) => useQuery({ ...adminChoicesQuery(), enabled });
