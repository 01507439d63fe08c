/** GET /rental/getMyRentals: My Leads, the signed-in creator's own leads, each with what became of it. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadListsApi } from '../../contract';
import { call } from '../../core/api-client';
import type { LeadQuery } from './lead-list';

/** Keyed under 'leads', so creating or handing out leads refreshes the list too. */
export const myLeadsQuery = (query: LeadQuery) =>
  queryOptions({
    queryKey: ['leads', 'mine', query],
    queryFn: ({ signal }) => call(leadListsApi.listMyLeads, { query, signal }).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useMyLeads = (query: LeadQuery) =>
  useQuery({ ...myLeadsQuery(query), placeholderData: keepPreviousData });
