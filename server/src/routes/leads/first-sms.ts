/** POST /dataPicker/generate-first-sms: a first text for the client; `data` is the text. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { firstSms } from '../../services/leads/first-sms';

export default async function firstSmsRoute(app: FastifyInstance) {
  route(app, leadsApi.firstSms, async ({ body }) => success(leadsApi.firstSms, firstSms(body)));
}
