/** PATCH /settings/update-settings: saves the global fetching settings. */
import type { FastifyInstance } from 'fastify';
import { settingsApi } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { route, success } from '../../lib/route';
import { updateSettings } from '../../services/settings/settings';

export default async function updateSettingsRoute(app: FastifyInstance) {
  route(app, settingsApi.update, async (request) => {
    const input = parse(settingsApi.update.body!, request.body);
    const settings = await updateSettings(app.db, input, request.user, app.config.now());
    // The hold window shows on every board (rule D9.1).
    app.notify.allBoards();
    return success(settingsApi.update, settings);
  });
}
