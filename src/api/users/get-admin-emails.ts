/** GET /admin/get-adminEmails: the admins a super-admin can place staff under. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonOption } from '../../contract';
import { api } from '../../core/api-client';

export const adminEmailsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'admin-emails'],
    queryFn: ({ signal }) =>
      api.get<PersonOption[]>('/admin/get-adminEmails', undefined, signal).then((r) => r.data),
  });

export const useAdminEmails = (enabled: boolean) => useQuery({ ...adminEmailsQuery(), enabled });
