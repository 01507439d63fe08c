/**
 * What every lead list call shares (spec section 7 "Rentals"): a page of leads and its count for a
 * query of search, pages, Panama days, sort and filters, and every row it matches as the list's
 * export streams them (decisions, "Lead exports"). Each endpoint file names one list.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEAD_EXPORT_PATH, type LeadListResult } from '../../contract';
import { api } from '../../core/api-client';

export type LeadQuery = Record<string, string | number>;

export interface LeadList {
  path: string;
  fetchPage: (query: LeadQuery, signal?: AbortSignal) => Promise<LeadListResult>;
  /** GET <path>/export: the NDJSON body of every row `query` matches (contract lead-export.ts). */
  exportRows: (query: LeadQuery, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
}

export const leadList = (path: string): LeadList => ({
  path,
  fetchPage: (query, signal) => api.get<LeadListResult>(path, query, signal).then((r) => r.data),
  exportRows: (query, signal) => api.getStream(`${path}${LEAD_EXPORT_PATH}`, query, signal),
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
