/** PATCH /users/profile: the signed-in user chooses its language; every role, its own account only. */
import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { chooseLanguage } from '../../services/people/choose-language';

export default async function chooseLanguageRoute(app: FastifyInstance) {
  route(app, peopleApi.chooseLanguage, async ({ body, user, deps }) => {
    await chooseLanguage(deps, user._id, body.language);
    return success(peopleApi.chooseLanguage, { language: body.language });
  });
}
