/** PATCH /dataPicker/make-invalid/{id}: marks a lead's number invalid, for good. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { makeInvalid } from '../../services/leads/make-invalid';

export default async function makeInvalidRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.makeInvalid,
    async ({ params, user, deps }) => success(leadsApi.makeInvalid, await makeInvalid(deps, user, params.id)),
    { idempotent: true },
  );
}
