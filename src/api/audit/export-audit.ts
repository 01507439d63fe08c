/** GET /audit/export: every entry the list's query matches, as the NDJSON body the Download reads (contract audit.ts). */
import { type AuditListQuery, auditApi, pathTo } from '../../contract';
import { getStream } from '../../core/api-client';

export const exportAudit = (
  query: AuditListQuery,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> => getStream(pathTo(auditApi.export), query, signal);
