/** PATCH /dataPicker/make-invalid/{id}: marks a lead's number invalid, for good. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { makeInvalid } from '../../services/leads/make-invalid';
import { IdParams, PICKER } from './inputs';

export default async function makeInvalidRoute(app: FastifyInstance) {
  app.patch('/dataPicker/make-invalid/:id', { config: { roles: PICKER } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    return ok('Number marked as invalid', await makeInvalid(app.db, request.user._id, id, app.config.now()));
  });
}
