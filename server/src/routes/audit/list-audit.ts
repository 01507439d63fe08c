/** GET /audit: a page of the audit trail, the super-admin's whole or an admin's group's (rule D10.3). */
import type { FastifyInstance } from 'fastify';
import { AuditListQuery, auditApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listAudit } from '../../services/audit/list-audit';

export default async function listAuditRoute(app: FastifyInstance) {
  route(app, auditApi.list, async (request) => {
    const query = parse(AuditListQuery, request.query);
    return success(auditApi.list, await listAudit(app.db, request.user, query));
  });
}
