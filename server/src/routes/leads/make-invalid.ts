/** PATCH /dataPicker/make-invalid/{id}: marks a lead's number invalid, for good. */
import type { FastifyInstance } from 'fastify';
import { LeadIdParams, leadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { makeInvalid } from '../../services/leads/make-invalid';

export default async function makeInvalidRoute(app: FastifyInstance) {
  route(app, leadsApi.makeInvalid, async (request) => {
    const { id } = parse(LeadIdParams, request.params);
    const rental = await makeInvalid(app.db, request.user, id, app.config.now());
    // Rule D9.2: the pool and maybe the picker's invalid count changed.
    app.notify.board([request.user.adminId]);
    return success(leadsApi.makeInvalid, rental);
  });
}
