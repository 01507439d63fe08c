/**
 * What every lead list call shares (spec section 7 "Rentals"): a page of leads and its count for a
 * query of search, pages, Panama days, sort and filters. Each endpoint file names one list.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadListResult } from '../../contract';
import { api } from '../../core/api-client';

export type LeadQuery = Record<string, string | number>;

export interface LeadList {
  path: string;
  fetchPage: (query: LeadQuery, signal?: AbortSignal) => Promise<LeadListResult>;
}

export const leadList = (path: string): LeadList => ({
  path,
  fetchPage: (query, signal) => api.get<LeadListResult>(path, query, signal).then((r) => r.data),
});

/** Keys start with 'leads', so creating, uploading or handing out leads refreshes every list. */
export const leadPageQuery = (list: LeadList, query: LeadQuery) =>
  queryOptions({
    queryKey: ['leads', 'list', list.path, query],
    queryFn: ({ signal }) => list.fetchPage(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useLeadPage = (list: LeadList, query: LeadQuery) =>
  useQuery({ ...leadPageQuery(list, query), placeholderData: keepPreviousData });
