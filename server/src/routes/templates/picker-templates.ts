/** GET /dataPicker/templates: the templates a picker chooses its first message from (docs/rules/templates.md#d12.4),
 * for a lead in `?language=`. */
import type { FastifyInstance } from 'fastify';
import { templatesApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { requestLanguage } from '../../plugins/language';
import { pickerTemplates } from '../../services/templates/list-templates';

export default async function pickerTemplatesRoute(app: FastifyInstance) {
  route(app, templatesApi.forPicker, async ({ query, user, deps }, request) =>
    success(
      templatesApi.forPicker,
      await pickerTemplates(deps, user, { lead: query.language, screen: requestLanguage(request) }),
    ),
  );
}
