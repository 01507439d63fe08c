/**
 * The building blocks of the answers' shapes (docs/rules/integrations.md#d15.1): what a declaration's
 * `answer<T>()` says as a type, said again as a superstruct struct that the API's description and the
 * API suite read. Only the server, the generator and the tests import src/contract/responses, so no
 * element's bundle carries it.
 */
import {
  array,
  define,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  optional,
  type Struct,
  string,
  union,
} from 'superstruct';
import { callName, type Method, type OutputOf } from '../endpoint';

/** What a declaration has that this module reads; its other parts are typed by their own schemas. */
type Declared = { method: Method; path: string; output?: unknown };

/** Any struct, whatever it infers: superstruct's own AnyStruct, which its index does not export. */
// biome-ignore lint/suspicious/noExplicitAny: a struct's type parameters are what a caller infers from it.
export type AnyStruct = Struct<any, any>;

/** JSON's null, the data of a call that answers nothing but its message. */
export const nullValue = define<null>('null', (value) => value === null);

/** A person as most answers name one. */
export const person = object({ _id: string(), name: string() });

/** A value from a closed list (the contract's `as const` arrays). */
export const oneOf = <T extends string>(values: readonly T[]) => enums(values as T[]);

/** `Record<K, number>` over a closed list of keys, every key present. */
export const countsOf = <K extends string>(keys: readonly K[]) =>
  object(Object.fromEntries(keys.map((key) => [key, number()])) as Record<K, Struct<number, null>>);

/** A page of a list (src/contract/lists.ts): its rows and its counts. */
export const listOf = <T>(row: Struct<T, unknown>) =>
  object({
    result: array(row),
    countInfo: object({ total: number(), totalPage: number(), estimated: optional(literal(true)) }),
  });

/** `Partial<Record<K, V>>` over a closed list of keys: each key may be left out. */
export const someOf = <K extends string, V>(keys: readonly K[], value: Struct<V, unknown>) =>
  object(Object.fromEntries(keys.map((key) => [key, optional(value)]))) as unknown as Struct<
    Partial<Record<K, V>>,
    { [P in K]: Struct<V | undefined, null> }
  >;

export const maybeText = () => nullable(string());
export { literal, nullable, optional };

/**
 * The members of each union this module made: superstruct keeps them only in the union's closures,
 * and the API's description lists them (server/src/openapi/json-schema.ts).
 */
export const UNION_MEMBERS = new WeakMap<AnyStruct, readonly AnyStruct[]>();

/** The shapes the API's description names and shares (`components.schemas`), by struct. */
export const SCHEMA_NAMES = new WeakMap<AnyStruct, string>();

/** A shape many answers hold, named once in the API's description. */
export const named = <S extends AnyStruct>(name: string, struct: S): S => {
  SCHEMA_NAMES.set(struct, name);
  return struct;
};

/** One of these shapes; its members stay readable through UNION_MEMBERS. */
export const anyOf: typeof union = (members) => {
  const struct = union(members);
  UNION_MEMBERS.set(struct, members);
  return struct;
};

/** A struct checked against a type at compile time, as `json` checks a call's answer. */
export const exactly =
  <T>() =>
  <S extends AnyStruct>(struct: S & (Same<Infer<S>, T> extends true ? unknown : { mismatch: T })): S =>
    struct;

/** What a call answers: JSON whose `data` has this shape, a file, or a redirect (its body is no JSON). */
export type Answer =
  | { kind: 'json'; struct: Struct<unknown, unknown> }
  | { kind: 'file'; mediaTypes: readonly string[] }
  | { kind: 'redirect' };

/** Both types assignable to each other: a struct that drifts from `answer<T>()` is a type error. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A call's answer, its struct checked against the declaration's `OutputOf` at compile time: a shape
 * that says more, less or other than the type fails `npm run typecheck` with `mismatch`.
 */
export const json = <E extends Declared, S extends AnyStruct>(
  declaration: E,
  struct: S & (Same<Infer<S>, OutputOf<E>> extends true ? unknown : { mismatch: OutputOf<E> }),
): [string, Answer] => [callName(declaration), { kind: 'json', struct: struct as Struct<unknown, unknown> }];

/** A call answering a file (a list's Download, an image), in one of these media types. */
export const file = (declaration: Declared, mediaTypes: readonly string[]): [string, Answer] => [
  callName(declaration),
  { kind: 'file', mediaTypes },
];

/** A call answering a redirect (single sign-on's hops), declared `answer<never>()`, which reads as undefined. */
export const redirect = <E extends Declared>(
  declaration: E & (Same<OutputOf<E>, undefined> extends true ? unknown : { mismatch: OutputOf<E> }),
): [string, Answer] => [callName(declaration), { kind: 'redirect' }];
