/** GET /rental/imports: the import history, newest first, a page at a time (docs/rules/uploads.md#d5.7.2). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ImportListQuery, uploadsApi } from '../../contract';
import { call } from '../../core/api-client';

export const importsPageQuery = (query: ImportListQuery) =>
  queryOptions({
    queryKey: ['uploads', 'imports', query],
    queryFn: ({ signal }) => call(uploadsApi.listImports, { query, signal }).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useImportsPage = (query: ImportListQuery) =>
  useQuery({ ...importsPageQuery(query), placeholderData: keepPreviousData });
