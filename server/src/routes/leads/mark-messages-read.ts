/** PATCH /dataCreator/markMessagesRead: the creator opened the list; every message is read. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { markMessagesRead } from '../../services/leads/creator-messages';
import { CREATOR } from './inputs';

export default async function markMessagesReadRoute(app: FastifyInstance) {
  app.patch('/dataCreator/markMessagesRead', { config: { roles: CREATOR } }, async (request) =>
    ok('Messages marked as read', await markMessagesRead(app.db, request.user._id, app.config.now())),
  );
}
