/** The limit on wrong two-factor codes, per user and address: the sign-in's numbers (docs/rules/auth.md#d3.9). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CodeLimit } from '../../services/auth/code-attempts';

export const codeLimitOf = (app: FastifyInstance, request: FastifyRequest): CodeLimit => ({
  max: app.config.rateLimitMax,
  windowMs: app.config.rateLimitWindowMs,
  ip: request.ip,
});
