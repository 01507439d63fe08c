/** GET /dataCreator/getDataCreatorIdMessage/{email}: the signed-in creator's latest messages and unread count. */
import type { FastifyInstance } from 'fastify';
import { messagesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { creatorMessages } from '../../services/messages/creator-messages';

export default async function listMessagesRoute(app: FastifyInstance) {
  route(app, messagesApi.list, async ({ params, user, deps }) =>
    success(messagesApi.list, await creatorMessages(deps, user, params.email)),
  );
}
