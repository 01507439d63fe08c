/**
 * GET /audit/export: the audit trail's Download, every entry the list's query matches as NDJSON
 * (contract audit.ts), refused (400, 403) exactly as the list refuses.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { auditApi, LEAD_EXPORT_TYPE } from '../../../../src/contract';
import { route } from '../../lib/route';
import { exportAudit } from '../../services/audit/export-audit';

export default async function exportAuditRoute(app: FastifyInstance) {
  route(app, auditApi.export, async ({ query, user, deps }, _request, reply) => {
    const left = new AbortController();
    reply.raw.once('close', () => left.abort());
    const lines = await exportAudit(deps, user, query, { signal: left.signal });
    // private: the entries name staff and their addresses.
    return reply
      .type(`${LEAD_EXPORT_TYPE}; charset=utf-8`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines, { objectMode: false }));
  });
}
