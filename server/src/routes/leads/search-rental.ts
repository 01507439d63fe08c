/** GET /dataPicker/search-rental?number=: the lead with this phone number, as the picker may see it (P52). */
import type { FastifyInstance } from 'fastify';
import { NumberSearchInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { searchByNumber } from '../../services/leads/find-lead';
import { PICKER } from './inputs';

export default async function searchRental(app: FastifyInstance) {
  app.get('/dataPicker/search-rental', { config: { roles: PICKER } }, async (request) => {
    const { number } = parse(NumberSearchInput, request.query);
    return ok(
      'Rental found',
      await searchByNumber(app.db, request.user._id, number, app.config.phoneCountry),
    );
  });
}
