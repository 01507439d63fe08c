/** GET /audit: the audit trail, newest first, a page at a time, filtered by person, action, days and group (docs/rules/audit.md#d10.3). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditListQuery, auditApi } from '../../contract';
import { call } from '../../core/api-client';

export const auditPageQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: ['audit', 'list', query],
    queryFn: ({ signal }) => call(auditApi.list, { query, signal }).then((r) => r.data),
  });

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const useAuditPage = (query: AuditListQuery) =>
  useQuery({ ...auditPageQuery(query), placeholderData: keepPreviousData });
