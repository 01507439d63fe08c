/** The settings area's routes (docs/rules/settings.md). */
import type { FastifyInstance } from 'fastify';
import getSettings from './get-settings';
import updateSettings from './update-settings';

export default async function settingsRoutes(app: FastifyInstance) {
  for (const route of [getSettings, updateSettings]) await app.register(route);
}
