/** Builds the server: external plugins, then the app's own plugins, then the routes (as fastify/demo). */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { API_PREFIX } from './lib/api-prefix';
import { errorForLog } from './lib/log-serializers';
import auth from './plugins/auth';
import bootstrap from './plugins/bootstrap';
import controlCharacters from './plugins/control-characters';
import cors from './plugins/cors';
import db from './plugins/db';
import erasureUpkeep from './plugins/erasure-upkeep';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import events from './plugins/events';
import gracefulClose from './plugins/graceful-close';
import holdExpiry from './plugins/hold-expiry';
import importSweep from './plugins/import-sweep';
import jsonBody from './plugins/json-body';
import language from './plugins/language';
import mail from './plugins/mail';
import metrics from './plugins/metrics';
import pgliteUpkeep from './plugins/pglite-upkeep';
import pushDelivery from './plugins/push-delivery';
import rateLimit from './plugins/rate-limit';
import retention from './plugins/retention';
import securityHeaders from './plugins/security-headers';
import sheetReader from './plugins/sheet-reader';
import socket from './plugins/socket';
import staticFiles from './plugins/static';
import webhookDelivery from './plugins/webhook-delivery';
import apiKeyRoutes from './routes/api-keys';
import auditRoutes from './routes/audit';
import authRoutes from './routes/auth';
import callsRoutes from './routes/calls';
import clientDataRoutes from './routes/client-data';
import countsRoutes from './routes/counts';
import dealRoutes from './routes/deals';
import doNotContactRoutes from './routes/do-not-contact';
import healthRoutes from './routes/health';
import leadListRoutes from './routes/lead-lists';
import leadRoutes from './routes/leads';
import messagesRoutes from './routes/messages';
import openApiRoutes from './routes/openapi';
import apiDocs from './routes/openapi/api-docs';
import operationsRoutes from './routes/operations';
import peopleRoutes from './routes/people';
import pushRoutes from './routes/push';
import reportsRoutes from './routes/reports';
import settingsRoutes from './routes/settings';
import templateRoutes from './routes/templates';
import uploadRoutes from './routes/uploads';
import webhookRoutes from './routes/webhooks';
import type { ServiceDeps } from './services/deps';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** What every service is given: the database, the clock and the events (services/deps.ts). */
    deps: ServiceDeps;
  }
}

/** Fastify counts proxy hops at run time but types only a function for it, so a hop count becomes one. */
function fastifyTrustProxy(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { err: errorForLog } },
    bodyLimit: config.bodyLimitBytes,
    // Opening the database runs its migrations, which on a large database or a busy machine take
    // longer than Fastify's default 10 s for a plugin: a slow start is not a failed one.
    pluginTimeout: 300_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Refusals made before any route runs (a malformed % escape, a request line Node cannot read) keep the envelope.
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('config', config);
  try {
    await app.register(fastifyCookie);
    // First, so every answer carries them: refusals, 404s and preflights too.
    await app.register(securityHeaders);
    await app.register(cors);
    await app.register(gracefulClose);
    await app.register(errors);
    await app.register(language);
    await app.register(jsonBody);
    await app.register(controlCharacters);
    await app.register(rateLimit);
    // Before every plugin that listens to the events or raises them.
    await app.register(events);
    await app.register(metrics);
    await app.register(db);
    app.decorate('deps', { db: app.db, now: app.config.now, events: app.events });
    await app.register(pgliteUpkeep);
    await app.register(erasureUpkeep);
    await app.register(bootstrap);
    await app.register(auth);
    await app.register(socket);
    await app.register(holdExpiry);
    await app.register(importSweep);
    await app.register(retention);
    await app.register(webhookDelivery);
    await app.register(pushDelivery);
    await app.register(mail);
    await app.register(sheetReader);
    await app.register(import('./plugins/compress'));
    await app.register(staticFiles);

    await app.register(healthRoutes);
    await app.register(authRoutes, { prefix: API_PREFIX });
    await app.register(apiKeyRoutes, { prefix: API_PREFIX });
    await app.register(dealRoutes, { prefix: API_PREFIX });
    await app.register(peopleRoutes, { prefix: API_PREFIX });
    await app.register(leadRoutes, { prefix: API_PREFIX });
    await app.register(countsRoutes, { prefix: API_PREFIX });
    await app.register(messagesRoutes, { prefix: API_PREFIX });
    await app.register(callsRoutes, { prefix: API_PREFIX });
    await app.register(settingsRoutes, { prefix: API_PREFIX });
    await app.register(leadListRoutes, { prefix: API_PREFIX });
    await app.register(uploadRoutes, { prefix: API_PREFIX });
    await app.register(operationsRoutes, { prefix: API_PREFIX });
    await app.register(auditRoutes, { prefix: API_PREFIX });
    await app.register(reportsRoutes, { prefix: API_PREFIX });
    await app.register(templateRoutes, { prefix: API_PREFIX });
    await app.register(doNotContactRoutes, { prefix: API_PREFIX });
    await app.register(clientDataRoutes, { prefix: API_PREFIX });
    await app.register(webhookRoutes, { prefix: API_PREFIX });
    await app.register(pushRoutes, { prefix: API_PREFIX });
    await app.register(openApiRoutes, { prefix: API_PREFIX });
    await app.register(apiDocs);
    await app.ready();
  } catch (error) {
    // Whatever opened before the failure (the database, its folder lock) is released.
    await app.close();
    throw error;
  }
  return app;
}
