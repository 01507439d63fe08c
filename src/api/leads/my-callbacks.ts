/**
 * GET /rental/my-callbacks: the signed-in picker's own callbacks still waiting, due ones first
 * (docs/rules/claiming.md#d5.18). Under ['leads'], so a claim, an ending or a release refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const myCallbacksKey = ['leads', 'callbacks', 'mine'] as const;

export const fetchMyCallbacks = (signal?: AbortSignal) =>
  call(leadsApi.myCallbacks, { signal }).then((r) => r.data);

export const myCallbacksQuery = queryOptions({
  queryKey: myCallbacksKey,
  queryFn: ({ signal }) => fetchMyCallbacks(signal),
});

export const useMyCallbacks = () => useQuery(myCallbacksQuery);
