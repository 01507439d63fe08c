/**
 * The audit area's calls (docs/rules/audit.md): the audit trail, a page at a time, its Download and
 * the people who acted in it. The super-admin reads every entry, an admin its own group's (docs/rules/audit.md#d10.3).
 */
import {
  AUDIT_ACTORS_LISTED,
  AUDIT_EXPORT_PATH,
  AUDIT_LISTED,
  type AuditActor,
  AuditActorsQuery,
  type AuditEntry,
  AuditListQuery,
} from '../audit';
import { answer, endpoint } from '../endpoint';
import type { ListResult } from '../lists';

const READERS = ['super-admin', 'admin'] as const;

export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/audit',
    roles: READERS,
    query: AuditListQuery,
    output: answer<ListResult<AuditEntry>>(),
    success: AUDIT_LISTED,
  }),
  /** The Download: an NDJSON body, not an envelope (contract audit.ts). */
  export: endpoint({ method: 'GET', path: AUDIT_EXPORT_PATH, roles: READERS, query: AuditListQuery }),
  /** Everyone who acted in the entries the caller reads, by name: the Person filter's choices. */
  actors: endpoint({
    method: 'GET',
    path: '/audit/actors',
    roles: READERS,
    query: AuditActorsQuery,
    output: answer<AuditActor[]>(),
    success: AUDIT_ACTORS_LISTED,
  }),
};
