/** POST /clientData/erase: a client's data anonymised, with a reason (the super-admin alone). */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { clientDataApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { eraseClientData } from '../../services/client-data/erase-client-data';

export default async function eraseClientDataRoute(app: FastifyInstance) {
  route(app, clientDataApi.erase, async ({ body, user, deps }) => {
    const erased = await eraseClientData(deps, user, body, {
      country: app.config.phoneCountry,
      imageFolder: join(app.config.dataDir, 'deal-images'),
    });
    return success(clientDataApi.erase, erased);
  });
}
