/**
 * Prometheus metrics (prom-client, docs/decisions.md#p79) at `GET /metrics`, outside the API prefix and its roles:
 * it exists only when METRICS_TOKEN is set, and answers only that bearer token. Request durations and
 * the domain counters are read from hooks, by the route's declared path, so no route counts itself;
 * the PGlite upkeep's runs come from its `upkeepRan` event; gauges (sockets, database pool) are read
 * when scraped. Labels carry paths, codes and outcomes, never
 * an id, an address or an email.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { leadsApi, uploadsApi } from '../../../src/contract';
import { pgliteClientOf } from '../db/pglite-client';
import { API_PREFIX } from '../lib/api-prefix';
import { HttpError } from '../lib/http-error';

export const METRICS_PATH = '/metrics';

/** The domain events a route stands for, by method and declared path. */
type Event = 'claim' | 'finish' | 'import' | 'export';
const api = (target: { method: string; path: string }) => `${target.method} ${API_PREFIX}${target.path}`;
const EVENTS = new Map<string, Event>([
  [api(leadsApi.claim), 'claim'],
  [api(leadsApi.finish), 'finish'],
  [api(uploadsApi.importLeads), 'import'],
  [api(uploadsApi.importToPool), 'import'],
  [api(uploadsApi.takeFromPool), 'export'],
]);
function eventOf(method: string, url: string): Event | undefined {
  // Every lead list's Download is `<list path>/export` (routes/lead-lists/export-lists.ts).
  if (method === 'GET' && url.startsWith(`${API_PREFIX}/`) && url.endsWith('/export')) return 'export';
  return EVENTS.get(`${method} ${url}`);
}

/** The refusal code of an error answer (HttpError's `code`, the envelope's `code`), kept until the response ends. */
const refusals = new WeakMap<FastifyRequest, string>();

/** Compared as digests, so neither the time taken nor a length difference tells how much of a guess was right. */
const digest = (text: string) => createHash('sha256').update(text).digest();

async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  const registers = [registry];
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, declared route path and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: seconds,
    registers,
  });
  const counters = {
    claim: new Counter({
      name: 'leads_claims_total',
      help: 'Claims by outcome (ok or the refusal code)',
      labelNames: ['outcome'],
      registers,
    }),
    finish: new Counter({
      name: 'leads_finishes_total',
      help: 'Finishes by outcome (ok or the refusal code)',
      labelNames: ['outcome'],
      registers,
    }),
    import: new Counter({
      name: 'leads_imports_total',
      help: 'Bulk imports by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    export: new Counter({
      name: 'leads_exports_total',
      help: 'Exports and pool downloads by outcome',
      labelNames: ['outcome'],
      registers,
    }),
  };
  const durations = {
    import: new Histogram({
      name: 'leads_import_duration_seconds',
      help: 'Bulk import durations',
      buckets: seconds,
      registers,
    }),
    export: new Histogram({
      name: 'leads_export_duration_seconds',
      help: 'Export durations, until the last byte is sent',
      buckets: seconds,
      registers,
    }),
  };
  const refused = new Counter({
    name: 'api_refusals_total',
    help: 'Error answers by their code',
    labelNames: ['code', 'status'],
    registers,
  });
  const upkeep = new Histogram({
    name: 'pglite_upkeep_duration_seconds',
    help: 'PGlite VACUUM/ANALYZE runs',
    labelNames: ['trigger'],
    buckets: seconds,
    registers,
  });

  // Read when scraped: app.io and app.db are decorated by plugins registered after this one.
  new Gauge({
    name: 'socket_connections',
    help: 'Authenticated socket.io connections on this process',
    registers,
    collect() {
      this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: connections by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = app.hasDecorator('db') ? (app.db as unknown as { $client?: unknown }).$client : undefined;
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pglite_queued_statements',
    help: 'PGlite: statements sent to its thread and not answered yet (absent on PostgreSQL)',
    registers,
    collect() {
      const client = app.hasDecorator('db') ? pgliteClientOf(app.db) : undefined;
      if (client) this.set(client.queued);
    },
  });

  app.events.on('upkeepRan', ({ trigger, seconds }) => upkeep.observe({ trigger }, seconds));

  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.code) refusals.set(request, error.code);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    const code = refusals.get(request);
    // An unmatched path is one label, not one per address scanners try.
    requests.observe(
      { method: request.method, route: route ?? 'unmatched', status },
      reply.elapsedTime / 1000,
    );
    if (code) refused.inc({ code, status: String(reply.statusCode) });
    const event = route ? eventOf(request.method, route) : undefined;
    if (!event) return;
    counters[event].inc({ outcome: reply.statusCode < 400 ? 'ok' : (code ?? status) });
    if (event === 'import' || event === 'export') durations[event].observe(reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  if (token === undefined) return; // not exposed at all: /metrics is the envelope's 404
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      // 401, not 404: the route is documented, and a scraper with a wrong token should say so, not look misaddressed.
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ success: false, message: 'Unauthorized' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['events'] });
