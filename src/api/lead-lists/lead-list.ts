/**
 * What every lead list call shares (docs/rules/lead-lists.md): a page of leads and its count for a
 * query of search, pages, Panama days, sort and filters, and every row it matches as the list's
 * export streams them (docs/decisions.md#p71). Each call's file names one list.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Endpoint, type LeadListQuery, type LeadListResult, pathTo } from '../../contract';
import { call, getStream } from '../../core/api-client';

export type LeadQuery = Record<string, string | number>;

export interface LeadList {
  path: string;
  fetchPage: (query: LeadQuery, signal?: AbortSignal) => Promise<LeadListResult>;
  /** GET <path>/export: the NDJSON body of every row `query` matches (contract lead-lists-export.ts). */
  exportRows: (query: LeadQuery, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
}

/** A list from its declaration and its export's. */
export const leadList = (
  list: Endpoint<LeadListResult, unknown, LeadListQuery>,
  exported: Endpoint<unknown, unknown, LeadListQuery>,
): LeadList => ({
  path: list.path,
  fetchPage: (query, signal) => call(list, { query, signal }).then((r) => r.data),
  exportRows: (query, signal) => getStream(pathTo(exported), query, signal),
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
