/** GET /webhooks: the subscriptions the caller manages. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhooksApi } from '../../contract';
import { call } from '../../core/api-client';

export const webhooksQuery = () =>
  queryOptions({
    queryKey: ['webhooks', 'list'],
    queryFn: ({ signal }) => call(webhooksApi.list, { signal }).then((r) => r.data),
  });

export const useWebhooks = () => useQuery(webhooksQuery());
