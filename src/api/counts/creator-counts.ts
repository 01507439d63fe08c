/** GET /dataCreator/getCountDataCreator: a creator's counts today and over a range of Panama days. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { countsApi } from '../../contract';
import { call } from '../../core/api-client';

export const creatorCountsQuery = (range: { startDate?: string; endDate?: string } = {}) =>
  queryOptions({
    queryKey: ['counts', 'creator', range],
    queryFn: ({ signal }) => call(countsApi.creator, { query: range, signal }).then((r) => r.data),
  });

export const useCreatorCounts = (range?: { startDate?: string; endDate?: string }, enabled = true) =>
  useQuery({ ...creatorCountsQuery(range), enabled });
