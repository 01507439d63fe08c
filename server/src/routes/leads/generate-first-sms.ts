/** POST /dataPicker/generate-first-sms: a first text for the client; `data` is the text. */
import type { FastifyInstance } from 'fastify';
import { FirstSmsInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { firstSms } from '../../services/leads/first-sms';
import { PICKER } from './inputs';

export default async function generateFirstSms(app: FastifyInstance) {
  app.post('/dataPicker/generate-first-sms', { config: { roles: PICKER } }, async (request) =>
    ok('First message generated', firstSms(parse(FirstSmsInput, request.body))),
  );
}
