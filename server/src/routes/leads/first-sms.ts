/** POST /dataPicker/generate-first-sms: a first text for the client; `data` is the text (docs/rules/do-not-contact.md#d5.13: never for a listed number). */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { firstSmsFor } from '../../services/leads/first-sms';

export default async function firstSmsRoute(app: FastifyInstance) {
  route(app, leadsApi.firstSms, async ({ body, user, deps }) =>
    success(leadsApi.firstSms, await firstSmsFor(deps, user._id, body)),
  );
}
