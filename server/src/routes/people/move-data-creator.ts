/** PATCH /dataCreator/moveDataCreator/{id}: moves a creator to another rental-creator leader (docs/rules/people.md#d4.8). */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { moveMember } from '../../services/people/move-staff';

export default async function moveDataCreatorRoute(app: FastifyInstance) {
  route(app, peopleApi.moveDataCreator, async ({ params, body, user, deps }) =>
    success(peopleApi.moveDataCreator, await moveMember(deps, user, 'data-creator', params.id, body.toId)),
  );
}
