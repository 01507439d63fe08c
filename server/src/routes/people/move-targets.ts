/**
 * GET /users/move-targets/{id}?for=self|staff: the leaders or admins user `id` (or its staff, before
 * it is deleted) may move to, for the Move and Delete dialogs (rules D4.8, D4.9).
 */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { moveTargets } from '../../services/people/move-targets';
import { IdParams } from './inputs';

export default async function moveTargetsRoute(app: FastifyInstance) {
  route(app, peopleApi.moveTargets, async (request) => {
    const { id } = parse(IdParams, request.params);
    const { for: purpose } = parse(peopleApi.moveTargets.query!, request.query);
    return success(peopleApi.moveTargets, await moveTargets(app.db, request.user, id, purpose));
  });
}
