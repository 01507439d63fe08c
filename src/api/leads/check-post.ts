/**
 * GET /rental/check-post?number=&post_link=: whether the form's number or post link is already a lead's, or
 * the number listed (docs/rules/leads.md#d5.23). A query: the same value asked twice is answered from the cache.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PostCheckQuery, postCheckApi } from '../../contract';
import { call } from '../../core/api-client';

export const postCheckQuery = (query: PostCheckQuery) =>
  queryOptions({
    queryKey: ['post-check', query],
    queryFn: ({ signal }) => call(postCheckApi.check, { query, signal }).then((r) => r.data),
  });

export const usePostCheck = (query: PostCheckQuery) =>
  useQuery({ ...postCheckQuery(query), enabled: Boolean(query.number || query.post_link) });
