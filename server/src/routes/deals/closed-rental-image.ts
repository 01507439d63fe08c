/** GET /closedRental/image/{id}: a deal's closing image, for signed-in users whose scope holds the deal. */
import type { FastifyInstance } from 'fastify';
import { parse } from '../../lib/parse';
import { dealImage } from '../../services/deals/deal-image';
import type { DealRouteOptions } from './index';
import { IdParams } from './inputs';

export default async function closedRentalImage(app: FastifyInstance, { images }: DealRouteOptions) {
  // Creators never see deals; rental-creator leaders are refused by the deal scope.
  app.get(
    '/closedRental/image/:id',
    { config: { roles: ['super-admin', 'admin', 'team-leader', 'data-picker'] } },
    async (request, reply) => {
      const { id } = parse(IdParams, request.params);
      const image = await dealImage(app.db, images, request.user, id);
      // private: proof of a client's deal must never sit in a shared cache.
      return reply
        .type(image.type)
        .header('content-length', image.size)
        .header('cache-control', 'private')
        .header('x-content-type-options', 'nosniff')
        .send(image.stream);
    },
  );
}
