/** GET /apiKeys: the keys of the viewer's group, the super-admin's of every group, newest first (docs/rules/integrations.md#d15.5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeysApi } from '../../contract';
import { call } from '../../core/api-client';

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: ['api-keys', 'list'],
    queryFn: ({ signal }) => call(apiKeysApi.list, { signal }).then((r) => r.data),
  });

export const useApiKeys = () => useQuery(apiKeysQuery());
