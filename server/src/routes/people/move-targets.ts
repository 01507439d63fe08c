/**
 * GET /users/move-targets/{id}?for=self|staff: the leaders or admins user `id` (or its staff, before
 * it is deleted) may move to, for the Move and Delete dialogs (docs/rules/people.md#d4.8, docs/rules/people.md#d4.9).
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { moveTargets } from '../../services/people/move-targets';

export default async function moveTargetsRoute(app: FastifyInstance) {
  route(app, peopleApi.moveTargets, async ({ params, query, user, deps }) =>
    success(peopleApi.moveTargets, await moveTargets(deps, user, params.id, query.for)),
  );
}
