/**
 * One declaration per API call: its method, its path under `/api/v1`, the roles it admits, the
 * schemas of its input, the type of its answer's data and its success message. The client's api
 * functions, the server's routes, the story mocks and the API tests all read the same declaration,
 * so a path or a message is written once (docs/architecture.md, "Find your way").
 */
import type { Struct } from 'superstruct';
import type { ApiKeyScope } from './api-keys';
import type { Role } from './enums';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** 'public', or the roles the server lets through before it reads the body (docs/decisions.md#p5). */
export type Access = 'public' | readonly Role[];

export interface Endpoint<Output = unknown, Body = unknown, Query = unknown> {
  readonly method: Method;
  /** Under `/api/v1`; `:name` stands for a path value. */
  readonly path: string;
  readonly roles: Access;
  /** The schema of the JSON body, when the call takes one. */
  readonly body?: Struct<Body, unknown>;
  /** The schema of the query string, when the call reads one. */
  readonly query?: Struct<Query, unknown>;
  /** The answer's message on success, when it is always the same. */
  readonly success?: string;
  /**
   * The scope an API key needs to make this call (docs/rules/integrations.md#d15.4); a call without one
   * refuses every key. `roles` still gates sessions alone.
   */
  readonly apiKeyScope?: ApiKeyScope;
  /** Types the answer's `data`; never read at run time (see `answer`). */
  readonly output?: Output;
}

/**
 * The schema of the path's `:name` values, stated by every declaration whose path has any. Kept apart
 * from `Endpoint`: the client fills path values in (`pathTo`) and never reads this type; the server's
 * routes parse them with it.
 */
export interface PathParams<Params> {
  readonly params?: Struct<Params, unknown>;
}

/** Declares a call; the answer's type comes from `output: answer<T>()`. */
export const endpoint = <Output, Body = unknown, Query = unknown, Params = unknown>(
  declaration: Endpoint<Output, Body, Query> & PathParams<Params>,
): Endpoint<Output, Body, Query> & PathParams<Params> => declaration;

/** Marks the type of an answer's data in a declaration; holds no value. */
export const answer = <T>(): T | undefined => undefined;

export type OutputOf<E> = E extends Endpoint<infer Output, infer _Body, infer _Query> ? Output : never;
export type BodyOf<E> = E extends Endpoint<infer _Output, infer Body, infer _Query> ? Body : never;

/** A path value for each `:name` of the declaration's path. */
export type PathValues = Readonly<Record<string, string | number>>;

/** The declaration's path with its `:name` segments filled in, each encoded as a path segment. */
export function pathTo(target: Pick<Endpoint, 'path'>, values: PathValues = {}): string {
  return target.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `METHOD /path`, the way logs, story mocks and the route table name a call. */
export const callName = (target: Pick<Endpoint, 'method' | 'path'>, values?: PathValues): string =>
  `${target.method} ${values ? pathTo(target, values) : target.path}`;
