/**
 * `app.events`, the server's event bus (lib/events.ts): the services raise events through the deps
 * app.ts gives them, and the plugins registered after this one listen. A listener that fails is logged.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type EventBus, eventBus } from '../lib/events';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

async function events(app: FastifyInstance) {
  app.decorate(
    'events',
    eventBus((error, name) => app.log.error({ err: error, event: name }, 'An event listener failed')),
  );
}

export default fp(events, { name: 'events' });
