/**
 * Closing (SIGTERM, SIGINT): requests in flight finish, then their connections close, so the close
 * does not wait out a keep-alive timeout (72 s, past Fastify's 10 s limit on closing). Node's
 * server.close() ends only the connections idle at that moment, and Fastify answers only requests that
 * arrive after it with `Connection: close` (and 503). Answers sent while closing say `Connection: close`
 * too, and a connection whose answer had already started is ended as soon as it is idle.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SWEEP_MS = 50;

async function gracefulClose(app: FastifyInstance) {
  let sweep: NodeJS.Timeout | undefined;
  // Registered before socket.ts, whose preClose waits for every connection to end.
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (sweep) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}

export default fp(gracefulClose, { name: 'graceful-close' });
