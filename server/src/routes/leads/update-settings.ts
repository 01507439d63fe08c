/** PATCH /settings/update-settings: saves the global fetching settings. */
import type { FastifyInstance } from 'fastify';
import { SettingsInput } from '../../../../src/contract';
import { ok } from '../../lib/envelope';
import { parse } from '../../lib/parse';
import { updateSettings } from '../../services/leads/settings';
import { SUPER_ADMIN } from './inputs';

export default async function updateSettingsRoute(app: FastifyInstance) {
  app.patch('/settings/update-settings', { config: { roles: SUPER_ADMIN } }, async (request) => {
    const input = parse(SettingsInput, request.body);
    const saved = await updateSettings(app.db, input, request.user._id, app.config.now());
    return ok('Settings updated successfully', saved);
  });
}
