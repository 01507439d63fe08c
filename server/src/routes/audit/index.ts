/** The audit area's routes (docs/rules/audit.md): the audit trail, its Download and who acted in it. */
import type { FastifyInstance } from 'fastify';
import exportAudit from './export-audit';
import listActors from './list-actors';
import listAudit from './list-audit';

export default async function auditRoutes(app: FastifyInstance) {
  for (const route of [listAudit, exportAudit, listActors]) await app.register(route);
}
