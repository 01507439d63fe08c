/** The audit area's routes (docs/rules/audit.md): the audit trail and its Download. */
import type { FastifyInstance } from 'fastify';
import exportAudit from './export-audit';
import listAudit from './list-audit';

export default async function auditRoutes(app: FastifyInstance) {
  for (const route of [listAudit, exportAudit]) await app.register(route);
}
