/** GET /rental/downloadRentals?limit&admin_email: Bypass Rentals, pool leads handed to an admin as an .xlsx. */
import type { FastifyInstance } from 'fastify';
import { BypassQuery, uploadsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route } from '../../lib/route';
import { bypassRentals } from '../../services/uploads/bypass-rentals';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default async function takeFromPoolRoute(app: FastifyInstance) {
  route(app, uploadsApi.takeFromPool, async (request, reply) => {
    const query = parse(BypassQuery, request.query);
    const file = await bypassRentals(app.db, request.user, query, app.config.now());
    app.upkeep.noteBulk(file.taken);
    // private: the file lists clients' numbers and must never sit in a shared cache.
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
