/** GET /rental/corrections: the pending proposals on the creator's leads (docs/rules/leads.md#d5.21). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadCorrectionsApi } from '../../contract';
import { call } from '../../core/api-client';

/** Keyed under 'leads', so a decision refreshes My Leads and the proposals together. */
export const correctionsQuery = () =>
  queryOptions({
    queryKey: ['leads', 'corrections'],
    queryFn: ({ signal }) => call(leadCorrectionsApi.proposals, { signal }).then((r) => r.data),
  });

export const useCorrections = () => useQuery(correctionsQuery());
