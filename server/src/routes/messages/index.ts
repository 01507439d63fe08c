/** The messages area's routes (docs/rules/messages.md). */
import type { FastifyInstance } from 'fastify';
import listMessages from './list-messages';
import markMessagesRead from './mark-messages-read';
import readThread from './read-thread';
import replyOnThread from './reply-on-thread';
import sendMessage from './send-message';

export default async function messagesRoutes(app: FastifyInstance) {
  for (const route of [sendMessage, listMessages, markMessagesRead, readThread, replyOnThread])
    await app.register(route);
}
