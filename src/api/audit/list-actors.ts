/** GET /audit/actors: everyone who acted in the entries the caller reads, by name (docs/rules/audit.md#d10.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditActorsQuery, auditApi } from '../../contract';
import { call } from '../../core/api-client';

export const auditActorsQuery = (query: AuditActorsQuery) =>
  queryOptions({
    queryKey: ['audit', 'actors', query],
    queryFn: ({ signal }) => call(auditApi.actors, { query, signal }).then((r) => r.data),
  });

export const useAuditActors = (query: AuditActorsQuery = {}) => useQuery(auditActorsQuery(query));
