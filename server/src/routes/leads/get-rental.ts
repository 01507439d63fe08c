/** GET /dataPicker/getRental/{id}: a lead the signed-in picker fetched. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { fetchedRental } from '../../services/leads/find-lead';
import { IdParams, PICKER } from './inputs';

export default async function getRental(app: FastifyInstance) {
  app.get('/dataPicker/getRental/:id', { config: { roles: PICKER } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    return ok('Rental loaded', await fetchedRental(app.db, request.user._id, id));
  });
}
