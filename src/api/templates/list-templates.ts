/** GET /templates: the templates a manager or a leader reads, one group's with the defaults when named. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { templatesApi } from '../../contract';
import { call } from '../../core/api-client';

/** '' asks for every template the caller reads. */
export const templatesQuery = (adminId: string) =>
  queryOptions({
    queryKey: ['templates', 'list', adminId],
    queryFn: ({ signal }) => call(templatesApi.list, { query: { adminId }, signal }).then((r) => r.data),
  });

export const useTemplates = (adminId: string) => useQuery(templatesQuery(adminId));
