/** DELETE /doNotContact/:id: an entry removed from the do-not-contact list (the super-admin alone). */
import type { FastifyInstance } from 'fastify';
import { doNotContactApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { removeNumber } from '../../services/do-not-contact/remove-number';

export default async function removeNumberRoute(app: FastifyInstance) {
  route(app, doNotContactApi.remove, async ({ params, user, deps }) => {
    await removeNumber(deps, user, params.id);
    return success(doNotContactApi.remove, null);
  });
}
