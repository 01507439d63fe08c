/**
 * Registers a route from its contract declaration, so the method, path and roles the server enforces
 * are the ones the client calls and the tests name (docs/architecture.md, "Find your way").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Endpoint, Envelope } from '../../../src/contract';
import { ok } from './envelope';

export interface RouteOptions {
  /** The route's own statement checks that the account is still active (see plugins/auth). */
  accountCheckedByRoute?: true;
  preHandler?: preHandlerHookHandler;
  bodyLimit?: number;
}

/** The handler answers the envelope itself, a file or a stream through `reply`, or nothing after replying. */
type Handler<Output> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<Output> | FastifyReply | undefined>;

export function route<Output, Body, Query>(
  app: FastifyInstance,
  target: Endpoint<Output, Body, Query>,
  handler: Handler<Output>,
  { accountCheckedByRoute, ...options }: RouteOptions = {},
): void {
  app.route({
    ...options,
    method: target.method,
    url: target.path,
    config: accountCheckedByRoute ? { roles: target.roles, accountCheckedByRoute } : { roles: target.roles },
    handler,
  });
}

/** The success envelope with the declaration's own message. */
export function success<Output, Body, Query>(
  target: Endpoint<Output, Body, Query>,
  data: Output,
): Envelope<Output> {
  if (target.success === undefined)
    throw new Error(`${target.method} ${target.path} declares no success message`);
  return ok(target.success, data);
}
