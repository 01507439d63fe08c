/** GET /doNotContact: the do-not-contact list, newest first, a page at a time, searched by number or words (docs/rules/do-not-contact.md#d5.13). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DoNotContactQuery, doNotContactApi } from '../../contract';
import { call } from '../../core/api-client';

export const doNotContactPageQuery = (query: DoNotContactQuery) =>
  queryOptions({
    queryKey: ['do-not-contact', 'list', query],
    queryFn: ({ signal }) => call(doNotContactApi.list, { query, signal }).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useDoNotContactPage = (query: DoNotContactQuery) =>
  useQuery({ ...doNotContactPageQuery(query), placeholderData: keepPreviousData });
