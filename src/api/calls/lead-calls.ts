/** GET /rental/{id}/calls: a lead's calls, newest first (docs/rules/claiming.md#d5.24). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callsApi } from '../../contract';
import { call } from '../../core/api-client';

export const leadCallsQuery = (rentalId: string) =>
  queryOptions({
    queryKey: ['calls', rentalId],
    queryFn: ({ signal }) => call(callsApi.list, { values: { id: rentalId }, signal }).then((r) => r.data),
  });

export const useLeadCalls = (rentalId: string) => useQuery(leadCallsQuery(rentalId));
