/** GET /closedRental/getClosedRentalCount-picker: the signed-in picker's deals by status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealsApi } from '../../contract';
import { call } from '../../core/api-client';
import { DEAL_KEYS } from './deal-keys';

export const closedRentalCountsQuery = () =>
  queryOptions({
    queryKey: DEAL_KEYS.counts,
    queryFn: ({ signal }) => call(dealsApi.countOwn, { signal }).then((r) => r.data),
  });

export const useClosedRentalCounts = (enabled = true) => useQuery({ ...closedRentalCountsQuery(), enabled });
