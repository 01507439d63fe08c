/** GET /rental/get-single-rental: the picker's held lead, a refusal with its reason, or a newly claimed lead. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { fetchLead } from '../../services/leads/fetch-lead';
import { PICKER } from './inputs';

export default async function getSingleRental(app: FastifyInstance) {
  app.get(
    '/rental/get-single-rental',
    { config: { roles: PICKER, accountCheckedByRoute: true } },
    async (request) => ok('Rental fetched', await fetchLead(app.db, request.claims._id, app.config.now())),
  );
}
