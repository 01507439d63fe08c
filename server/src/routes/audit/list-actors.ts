/** GET /audit/actors: everyone who acted in the entries the caller reads, by name (docs/rules/audit.md#d10.3). */
import type { FastifyInstance } from 'fastify';
import { auditApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listActors } from '../../services/audit/list-actors';

export default async function listActorsRoute(app: FastifyInstance) {
  route(app, auditApi.actors, async ({ query, user, deps }) =>
    success(auditApi.actors, await listActors(deps, user, query)),
  );
}
