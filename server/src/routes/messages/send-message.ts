/** PATCH /dataPicker/send-message: a message to the creator of a lead the picker claimed, pushed live. */
import type { FastifyInstance } from 'fastify';
import { messagesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { sendMessage } from '../../services/messages/send-message';

export default async function sendMessageRoute(app: FastifyInstance) {
  route(
    app,
    messagesApi.send,
    async ({ body, user, deps }) => success(messagesApi.send, await sendMessage(deps, user, body)),
    { idempotent: true },
  );
}
