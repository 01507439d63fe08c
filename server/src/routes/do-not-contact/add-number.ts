/** POST /doNotContact: a number added to the do-not-contact list, with its reason (super-admin, admins). */
import type { FastifyInstance } from 'fastify';
import { doNotContactApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { addNumber } from '../../services/do-not-contact/add-number';

export default async function addNumberRoute(app: FastifyInstance) {
  route(app, doNotContactApi.add, async ({ body, user, deps }) =>
    success(doNotContactApi.add, await addNumber(deps, user, body, app.config.phoneCountry)),
  );
}
