/** GET /audit/actors: everyone who acted in the entries the caller reads, by name (rule D10.3). */
import type { FastifyInstance } from 'fastify';
import { AuditActorsQuery, auditApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { listActors } from '../../services/audit/list-actors';

export default async function listActorsRoute(app: FastifyInstance) {
  route(app, auditApi.actors, async (request) => {
    const query = parse(AuditActorsQuery, request.query);
    return success(auditApi.actors, await listActors(app.db, request.user, query));
  });
}
