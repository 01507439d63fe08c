/** GET /webhooks/:id/deliveries: a subscription's delivery log, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhooksApi } from '../../contract';
import { call } from '../../core/api-client';

export const deliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: ['webhooks', 'deliveries', id],
    queryFn: ({ signal }) => call(webhooksApi.deliveries, { values: { id }, signal }).then((r) => r.data),
  });

export const useDeliveries = (id: string) => useQuery(deliveriesQuery(id));
