/**
 * GET /clientData/export?number=…|email=…&format=json|xlsx: everything held about a client as a file
 * (the super-admin alone); 404 when nothing is held.
 */
import type { FastifyInstance } from 'fastify';
import { clientDataApi, holdsNothing, NO_CLIENT_DATA } from '../../../../src/contract';
import { notFound } from '../../lib/http-error';
import { route } from '../../lib/route';
import { clientFile } from '../../services/client-data/client-file';
import { findClientData } from '../../services/client-data/find-client-data';
import { withImageLinks } from '../deals/image-links';

export default async function exportClientDataRoute(app: FastifyInstance) {
  route(app, clientDataApi.export, async ({ query, deps }, _request, reply) => {
    const data = await findClientData(deps, query, app.config.phoneCountry);
    if (holdsNothing(data)) throw notFound(NO_CLIENT_DATA);
    if (app.config.linkBase) withImageLinks(data.deals, app.config.linkBase);
    const file = clientFile(data, query.format, deps.now());
    // private: the file is one person's data and must never sit in a shared cache.
    return reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
