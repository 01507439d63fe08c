/**
 * Limits sign-in attempts per IP and per email (docs/rules/auth.md#d3), and each API key's requests
 * (docs/rules/integrations.md#d15.5), answering 429 with `retryAfter`. On PostgreSQL
 * the counters live in the database, so several server processes allow the limit once between them,
 * not once each (docs/rules/auth.md#d3.9); on PGlite, one process only (docs/decisions.md#p50), they stay in the library's memory.
 */
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_TOO_MANY } from '../../../src/contract';
import type { Db } from '../db/database';
import { saying, tooMany } from '../lib/http-error';
import { countAttempt, deleteEndedAttempts } from '../services/auth/attempt-counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler with its own counters; each route that needs one creates its own. */
    limitAttempts(): preHandlerAsyncHookHandler;
    /** Counts a request made with an API key against its key's window (docs/rules/integrations.md#d15.5); 429 past it. */
    limitApiKey(request: FastifyRequest, keyId: string): Promise<void>;
  }
}

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
};

/**
 * The library's store interface over the database's counters. `db` is read per attempt: the database
 * opens after this plugin. Every limiter shares the one table, so the keys carry the route and the kind.
 */
function sharedStore(db: () => Db): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      countAttempt(db(), key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/** Ended counters go once a window: each attempt resets its own, this keeps the table to the live ones. */
function sweepEndedCounters(app: FastifyInstance) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= deleteEndedAttempts(app.db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'Deleting ended attempt counters failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, app.config.rateLimitWindowMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

async function rateLimit(app: FastifyInstance) {
  const shared = Boolean(app.config.databaseUrl);
  await app.register(fastifyRateLimit, {
    global: false,
    store: shared ? sharedStore(() => app.db) : undefined,
  });
  if (shared) sweepEndedCounters(app);

  app.decorate('limitAttempts', () => {
    const window = { max: app.config.rateLimitMax, timeWindow: app.config.rateLimitWindowMs };
    const byIp = app.createRateLimit({
      ...window,
      keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url} ip ${normalizeIP(request.ip)}`,
    });
    const byEmail = app.createRateLimit({
      ...window,
      keyGenerator: (request: FastifyRequest) =>
        `${request.routeOptions.url} email ${emailOf(request.body) ?? `ip:${request.ip}`}`,
    });
    return async (request: FastifyRequest) => {
      for (const limit of [await byIp(request), await byEmail(request)]) {
        if (!limit.isAllowed && limit.isExceeded) {
          // English keeps its words for every count; the Text lets Spanish say one and many.
          const seconds = limit.ttlInSeconds;
          throw saying(tooMany(`Too many attempts, please try again in ${seconds} seconds`, seconds), {
            id: 'auth.tooManyAttempts',
            values: { seconds },
          });
        }
      }
    };
  });

  const keyIds = new WeakMap<FastifyRequest, string>();
  const byKey = app.createRateLimit({
    max: app.config.apiKeyRateLimitMax,
    timeWindow: app.config.rateLimitWindowMs,
    keyGenerator: (request: FastifyRequest) => `api-key ${keyIds.get(request)}`,
  });
  app.decorate('limitApiKey', async (request: FastifyRequest, keyId: string) => {
    keyIds.set(request, keyId);
    const limit = await byKey(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const seconds = limit.ttlInSeconds;
      throw saying(tooMany(API_KEY_TOO_MANY(seconds), seconds), {
        id: 'server.apiKeyTooMany',
        values: { seconds },
      });
    }
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
