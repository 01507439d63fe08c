/** Limits sign-in attempts per IP and per email (rule D3), answering 429 with `retryAfter`. */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler with its own counters; each route that needs one creates its own. */
    limitAttempts(): preHandlerAsyncHookHandler;
  }
}

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
};

async function rateLimit(app: FastifyInstance) {
  await app.register(fastifyRateLimit, { global: false });

  app.decorate('limitAttempts', () => {
    const window = { max: app.config.rateLimitMax, timeWindow: app.config.rateLimitWindowMs };
    const byIp = app.createRateLimit(window);
    const byEmail = app.createRateLimit({
      ...window,
      keyGenerator: (request: FastifyRequest) => emailOf(request.body) ?? `ip:${request.ip}`,
    });
    return async (request: FastifyRequest) => {
      for (const limit of [await byIp(request), await byEmail(request)]) {
        if (!limit.isAllowed && limit.isExceeded) {
          throw tooMany(
            `Too many attempts, please try again in ${limit.ttlInSeconds} seconds`,
            limit.ttlInSeconds,
          );
        }
      }
    };
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
