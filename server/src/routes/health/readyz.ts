/**
 * GET /readyz: the database answers and is migrated, so a load balancer may send traffic here;
 * 503 otherwise. Says nothing more than that: it is open to anyone who reaches the port.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { readiness } from '../../services/health/readiness';

export default async function readyz(app: FastifyInstance) {
  app.get('/readyz', async (request, reply) => {
    const state = await readiness(app.deps);
    if (state.ready) return ok('Ready', { migrations: state.migrations });
    request.log.warn({ reason: state.reason }, 'Not ready');
    return reply.code(503).send({ success: false, message: 'Not ready' });
  });
}
