/** PATCH /settings/update-settings: saves the global fetching settings. */
import type { FastifyInstance } from 'fastify';
import { settingsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { updateSettings } from '../../services/settings/settings';

export default async function updateSettingsRoute(app: FastifyInstance) {
  route(app, settingsApi.update, async ({ body, user, deps }) =>
    success(settingsApi.update, await updateSettings(deps, body, user)),
  );
}
