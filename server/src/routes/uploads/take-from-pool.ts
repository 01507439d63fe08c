/** GET /rental/downloadRentals?limit&admin_email: Bypass Rentals, pool leads handed to an admin as an .xlsx. */
import type { FastifyInstance } from 'fastify';
import { uploadsApi } from '../../../../src/contract';
import { route } from '../../lib/route';
import { bypassRentals } from '../../services/uploads/bypass-rentals';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default async function takeFromPoolRoute(app: FastifyInstance) {
  route(app, uploadsApi.takeFromPool, async ({ query, user, deps }, _request, reply) => {
    const file = await bypassRentals(deps, user, query);
    // private: the file lists clients' numbers and must never sit in a shared cache.
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
