/** The push area's routes (docs/rules/notifications.md): the key, a device's subscription, a test. */
import type { FastifyInstance } from 'fastify';
import getKey from './get-key';
import sendTest from './send-test';
import subscribe from './subscribe';
import unsubscribe from './unsubscribe';

export default async function pushRoutes(app: FastifyInstance) {
  for (const route of [getKey, subscribe, unsubscribe, sendTest]) await app.register(route);
}
