/** GET /dataCreator/getDataCreatorIdMessage/{email}: the signed-in creator's latest messages and unread count. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { creatorMessages } from '../../services/leads/creator-messages';
import { CREATOR, EmailParams } from './inputs';

export default async function getCreatorMessages(app: FastifyInstance) {
  app.get('/dataCreator/getDataCreatorIdMessage/:email', { config: { roles: CREATOR } }, async (request) => {
    const { email } = parse(EmailParams, request.params);
    return ok('Messages loaded', await creatorMessages(app.db, request.user, email));
  });
}
