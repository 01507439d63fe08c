/** GET /closedRental/image/{id}: a deal's closing image, for signed-in users whose scope holds the deal. */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { route } from '../../lib/route';
import { dealImage } from '../../services/deals/deal-image';
import type { DealRouteOptions } from './route-options';

export default async function closingImageRoute(app: FastifyInstance, { images }: DealRouteOptions) {
  // Creators never see deals; rental-creator leaders are refused by the deal scope.
  route(app, dealsApi.closingImage, async ({ params, user, deps }, _request, reply) => {
    const image = await dealImage({ ...deps, images }, user, params.id);
    // private: proof of a client's deal must never sit in a shared cache.
    return reply
      .type(image.type)
      .header('content-length', image.size)
      .header('cache-control', 'private')
      .header('x-content-type-options', 'nosniff')
      .send(image.stream);
  });
}
