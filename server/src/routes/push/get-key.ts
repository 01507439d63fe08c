/** GET /push/key: the server's VAPID public key, for a signed-in user's browser to subscribe with. */
import type { FastifyInstance } from 'fastify';
import { pushApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';

export default async function getPushKeyRoute(app: FastifyInstance) {
  route(app, pushApi.key, async () => success(pushApi.key, { publicKey: app.push.signer.keys.publicKey }));
}
