/** GET /clientData?number=…|email=…: everything held about a client (the super-admin alone). */
import type { FastifyInstance } from 'fastify';
import { clientDataApi, clientDataMessage } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { findClientData } from '../../services/client-data/find-client-data';
import { withImageLinks } from '../deals/image-links';

export default async function findClientDataRoute(app: FastifyInstance) {
  route(app, clientDataApi.find, async ({ query, deps }) => {
    const data = await findClientData(deps, query, app.config.phoneCountry);
    // The deals' images as the deal lists give them: absolute on PUBLIC_URL when it is set.
    if (app.config.linkBase) withImageLinks(data.deals, app.config.linkBase);
    return ok(clientDataMessage(data), data);
  });
}
