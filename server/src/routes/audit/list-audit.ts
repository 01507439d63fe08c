/** GET /audit: a page of the audit trail, the super-admin's whole or an admin's group's (docs/rules/audit.md#d10.3). */
import type { FastifyInstance } from 'fastify';
import { auditApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listAudit } from '../../services/audit/list-audit';

export default async function listAuditRoute(app: FastifyInstance) {
  route(app, auditApi.list, async ({ query, user, deps }) =>
    success(auditApi.list, await listAudit(deps, user, query)),
  );
}
