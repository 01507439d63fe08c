/** POST /rental/create-rental: a creator's new lead. */
import type { FastifyInstance } from 'fastify';
import { CreateRentalInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { createRental } from '../../services/leads/create-rental';
import { CREATOR } from './inputs';

export default async function createRentalRoute(app: FastifyInstance) {
  app.post('/rental/create-rental', { config: { roles: CREATOR } }, async (request) => {
    const input = parse(CreateRentalInput, request.body);
    return ok(
      'created data successfully',
      await createRental(app.db, request.user, input, app.config.now(), app.config.phoneCountry),
    );
  });
}
