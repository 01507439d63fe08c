/** Probes for supervisors and load balancers, outside the API prefix (README, "Probes and metrics"). */
import type { FastifyInstance } from 'fastify';
import healthz from './healthz';
import readyz from './readyz';

export default async function healthRoutes(app: FastifyInstance) {
  await app.register(healthz);
  await app.register(readyz);
}
