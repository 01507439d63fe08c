/** GET /dataCreator/getDataCreatorIdMessage/{email}: the signed-in creator's latest messages and unread count. */
import type { FastifyInstance } from 'fastify';
import { CreatorEmailParams, messagesApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { creatorMessages } from '../../services/messages/creator-messages';

export default async function listMessagesRoute(app: FastifyInstance) {
  route(app, messagesApi.list, async (request) => {
    const { email } = parse(CreatorEmailParams, request.params);
    return success(messagesApi.list, await creatorMessages(app.db, request.user, email));
  });
}
