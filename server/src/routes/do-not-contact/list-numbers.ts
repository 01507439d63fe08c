/** GET /doNotContact: the do-not-contact list, newest first, a page at a time (super-admin, admins). */
import type { FastifyInstance } from 'fastify';
import { doNotContactApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listNumbers } from '../../services/do-not-contact/list-numbers';

export default async function listNumbersRoute(app: FastifyInstance) {
  route(app, doNotContactApi.list, async ({ query, deps }) =>
    success(doNotContactApi.list, await listNumbers(deps, query)),
  );
}
