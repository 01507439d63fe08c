/** GET /rental/{id}/messages: a lead's conversation, for those who take part in it or supervise it. */
import type { FastifyInstance } from 'fastify';
import { leadThreadApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { leadThread } from '../../services/messages/lead-thread';

export default async function readThreadRoute(app: FastifyInstance) {
  route(app, leadThreadApi.read, async ({ params, user, deps }) =>
    success(leadThreadApi.read, await leadThread(deps, user, params.id)),
  );
}
