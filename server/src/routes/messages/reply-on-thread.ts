/** POST /rental/{id}/messages: a message on a lead's conversation, pushed live to its creator and picker. */
import type { FastifyInstance } from 'fastify';
import { leadThreadApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { replyOnThread } from '../../services/messages/reply-on-thread';

export default async function replyOnThreadRoute(app: FastifyInstance) {
  route(
    app,
    leadThreadApi.reply,
    async ({ params, body, user, deps }) =>
      success(leadThreadApi.reply, await replyOnThread(deps, user, params.id, body)),
    { idempotent: true },
  );
}
