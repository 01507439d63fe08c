/** PATCH /dataCreator/markMessagesRead: the creator opened the list; every message is read. */
import type { FastifyInstance } from 'fastify';
import { messagesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { markMessagesRead } from '../../services/messages/creator-messages';

export default async function markMessagesReadRoute(app: FastifyInstance) {
  route(app, messagesApi.markRead, async ({ user, deps }) =>
    success(messagesApi.markRead, await markMessagesRead(deps, user._id)),
  );
}
