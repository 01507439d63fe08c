/** GET /settings/get-settings: the global fetching settings. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { getSettings } from '../../services/leads/settings';
import { SUPER_ADMIN } from './inputs';

export default async function getSettingsRoute(app: FastifyInstance) {
  app.get('/settings/get-settings', { config: { roles: SUPER_ADMIN } }, async () =>
    ok('Settings loaded', await getSettings(app.db)),
  );
}
