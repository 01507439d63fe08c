/**
 * CORS for the pages of other origins that host the elements (ALLOWED_ORIGINS): the build's files,
 * since module scripts load with CORS, and the API, with credentials, which the refresh cookie needs
 * (docs/rules/auth.md#d3.6). Without ALLOWED_ORIGINS nothing is registered: the host page's own origin needs no
 * CORS, and a preflight finds no route, as before.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allowedOrigin } from '../lib/allowed-origins';

/** A browser asks again after this long; every API call with its token is preflighted. */
const PREFLIGHT_CACHE_SECONDS = 600;

async function cors(app: FastifyInstance) {
  const origins = app.config.allowedOrigins;
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: allowedOrigin(origins),
    credentials: true,
    // Whatever a route may use: the routes say what exists, the list says who may call.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: PREFLIGHT_CACHE_SECONDS,
  });
}

export default fp(cors, { name: 'cors' });
