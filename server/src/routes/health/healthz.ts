/**
 * GET /healthz: the process is alive and its event loop turns (for a supervisor's liveness probe).
 * Any page may see that it answered (Cross-Origin-Resource-Policy: cross-origin): an element on a page
 * the API does not allow probes it, without credentials, to tell a refused origin from a server that is
 * down (src/core/unreachable.ts). It says nothing but that the process is alive.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';

export default async function healthz(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return ok('Alive', { uptimeSeconds: Math.round(process.uptime()) });
  });
}
