/** GET /rental/check-post?number=&post_link=: whether either is already a lead's, or the number listed (docs/rules/leads.md#d5.23). */
import type { FastifyInstance } from 'fastify';
import { postCheckApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { checkPost } from '../../services/leads/check-post';

export default async function checkPostRoute(app: FastifyInstance) {
  route(app, postCheckApi.check, async ({ query, deps }) =>
    success(postCheckApi.check, await checkPost(deps, query, app.config.phoneCountry)),
  );
}
