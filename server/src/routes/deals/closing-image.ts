/** GET /closedRental/image/{id}: a deal's closing image, for signed-in users whose scope holds the deal. */
import type { FastifyInstance } from 'fastify';
import { dealsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route } from '../../lib/route';
import { dealImage } from '../../services/deals/deal-image';
import { IdParams } from './inputs';
import type { DealRouteOptions } from './route-options';

export default async function closingImageRoute(app: FastifyInstance, { images }: DealRouteOptions) {
  // Creators never see deals; rental-creator leaders are refused by the deal scope.
  route(app, dealsApi.closingImage, async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const image = await dealImage(app.db, images, request.user, id);
    // private: proof of a client's deal must never sit in a shared cache.
    return reply
      .type(image.type)
      .header('content-length', image.size)
      .header('cache-control', 'private')
      .header('x-content-type-options', 'nosniff')
      .send(image.stream);
  });
}
