/** The messages area's routes (docs/rules/messages.md). */
import type { FastifyInstance } from 'fastify';
import listMessages from './list-messages';
import markMessagesRead from './mark-messages-read';
import sendMessage from './send-message';

export default async function messagesRoutes(app: FastifyInstance) {
  for (const route of [sendMessage, listMessages, markMessagesRead]) await app.register(route);
}
