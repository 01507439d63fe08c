/** GET /healthz: the process is alive and its event loop turns (for a supervisor's liveness probe). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';

export default async function healthz(app: FastifyInstance) {
  app.get('/healthz', async () => ok('Alive', { uptimeSeconds: Math.round(process.uptime()) }));
}
