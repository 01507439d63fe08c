/** PATCH /dataPicker/send-message: a message to the creator of a lead the picker fetched, pushed live. */
import type { FastifyInstance } from 'fastify';
import { SendMessageInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { sendMessage } from '../../services/leads/send-message';
import { PICKER } from './inputs';

export default async function sendMessageRoute(app: FastifyInstance) {
  app.patch('/dataPicker/send-message', { config: { roles: PICKER } }, async (request) => {
    const input = parse(SendMessageInput, request.body);
    const message = await sendMessage(app.db, request.user, input, app.config.now(), app.notify.creator);
    return ok('Message sent successfully!', message);
  });
}
