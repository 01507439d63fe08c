/** GET /settings/get-settings: the global fetching settings. */
import type { FastifyInstance } from 'fastify';
import { settingsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { getSettings } from '../../services/settings/settings';

export default async function getSettingsRoute(app: FastifyInstance) {
  route(app, settingsApi.get, async ({ deps }) => success(settingsApi.get, await getSettings(deps)));
}
