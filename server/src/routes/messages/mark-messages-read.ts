/** PATCH /dataCreator/markMessagesRead: the creator opened the list; every message is read. */
import type { FastifyInstance } from 'fastify';
import { messagesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { markMessagesRead } from '../../services/messages/creator-messages';

export default async function markMessagesReadRoute(app: FastifyInstance) {
  route(app, messagesApi.markRead, async (request) =>
    success(messagesApi.markRead, await markMessagesRead(app.db, request.user._id, app.config.now())),
  );
}
