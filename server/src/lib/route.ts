/**
 * Registers a route from its contract declaration, so the method, path and roles the server enforces
 * are the ones the client calls and the tests name (docs/architecture.md, "Find your way"). The input
 * the declaration states (path values, query, body) reaches the handler parsed, with the caller and the
 * services' deps: a route calls its service and answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Struct } from 'superstruct';
import {
  callName,
  type Endpoint,
  type Envelope,
  IDEMPOTENCY_KEY_INVALID,
  isIdempotencyKey,
  type PathParams,
} from '../../../src/contract';
import type { ServiceDeps } from '../services/deps';
import { answerOnce } from '../services/idempotency/answer-once';
import type { SessionUser, VerifiedClaims } from './caller';
import { ok } from './envelope';
import { badRequest } from './http-error';
import { parse } from './parse';

export interface RouteOptions {
  /** The route's own statement checks that the account is still active (see plugins/auth). */
  accountCheckedByRoute?: true;
  /**
   * Who may call, beyond the declared roles (a team leader of the right kind). It runs before the
   * input is read: a caller it refuses gets 403, never a 400 about its input.
   */
  authorize?: (user: SessionUser) => void;
  preHandler?: preHandlerHookHandler;
  bodyLimit?: number;
  /**
   * A call Collect may send again after a dropped connection: with an `Idempotency-Key` header it is
   * done once per user and key (docs/rules/claiming.md#d5.25). Its handler answers an envelope.
   */
  idempotent?: true;
}

/** What a handler is given: the input its declaration states, parsed; who calls; the services' deps. */
export interface RouteCall<Body, Query, Params> {
  params: Params;
  query: Query;
  body: Body;
  /** The signed-in user, on a route with roles. */
  user: SessionUser;
  /** The access token's claims instead, on a route with `accountCheckedByRoute`. */
  claims: VerifiedClaims;
  deps: ServiceDeps;
}

/** The handler answers the envelope itself, a file or a stream through `reply`, or nothing after replying. */
type Handler<Output, Body, Query, Params> = (
  call: RouteCall<Body, Query, Params>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<Output> | FastifyReply | undefined>;

/** An input the declaration states no schema for is not read: it stays undefined. */
const read = <T>(schema: Struct<T, unknown> | undefined, input: unknown) =>
  (schema ? parse(schema, input) : undefined) as T;

/** A path value without a schema would reach a service unchecked: the start-up stops instead. */
function assertParamsDeclared<Params>(target: Pick<Endpoint, 'method' | 'path'> & PathParams<Params>) {
  const names = [...target.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
  const declared = Object.keys((target.params?.schema ?? {}) as object).sort();
  if (names.join() !== declared.join())
    throw new Error(`${callName(target)} must declare params for exactly: ${names.join(', ') || 'none'}`);
}

export function route<Output, Body, Query, Params>(
  app: FastifyInstance,
  target: Endpoint<Output, Body, Query> & PathParams<Params>,
  handler: Handler<Output, Body, Query, Params>,
  { accountCheckedByRoute, authorize, idempotent, ...options }: RouteOptions = {},
): void {
  assertParamsDeclared(target);
  const { deps } = app;
  app.route({
    ...options,
    method: target.method,
    url: target.path,
    config: {
      roles: target.roles,
      ...(target.apiKeyScope && { apiKeyScope: target.apiKeyScope }),
      ...(accountCheckedByRoute && { accountCheckedByRoute }),
    },
    handler: async (request, reply) => {
      authorize?.(request.user);
      // Path values, then the query, then the body: a bad id is named before a bad field.
      const params = read(target.params, request.params);
      const query = read(target.query, request.query);
      const body = read(target.body, request.body);
      const { user, claims } = request;
      const key = idempotent ? request.headers['idempotency-key'] : undefined;
      if (key === undefined) return handler({ params, query, body, user, claims, deps }, request, reply);
      if (typeof key !== 'string' || !isIdempotencyKey(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
      const caller = { userId: (user ?? claims)._id, key: key.toLowerCase() };
      return answerOnce(
        deps,
        { ...caller, method: request.method, path: request.url, body: request.body },
        (once) =>
          handler({ params, query, body, user, claims, deps: once }, request, reply) as Promise<
            Envelope<Output>
          >,
      );
    },
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
