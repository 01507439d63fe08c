/** PATCH /dataPicker/send-message: a message to the creator of a lead the picker fetched, pushed live. */
import type { FastifyInstance } from 'fastify';
import { messagesApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { sendMessage } from '../../services/messages/send-message';

export default async function sendMessageRoute(app: FastifyInstance) {
  route(app, messagesApi.send, async (request) => {
    const input = parse(messagesApi.send.body!, request.body);
    const message = await sendMessage(app.db, request.user, input, app.config.now(), app.notify.creator);
    return success(messagesApi.send, message);
  });
}
