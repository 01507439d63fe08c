/**
 * superstruct structs as JSON Schema (2020-12, OpenAPI 3.1's dialect) for the API's description
 * (docs/rules/integrations.md#d15.1). superstruct exposes a struct's `type` and `schema`; optional and
 * nullable wrappers keep their inner struct's, so they are read by asking the struct whether it
 * accepts undefined and null. A kind this file does not know stops the generator: a shape is never
 * left out of the document silently.
 */
import { is } from 'superstruct';
import { type AnyStruct, SCHEMA_NAMES, UNION_MEMBERS } from '../../../src/contract/responses/shapes';

export type JsonSchema = { [keyword: string]: unknown };

/** The document's named schemas (`components.schemas`), filled as the conversion meets them. */
export type Shared = Record<string, JsonSchema>;

/** superstruct's own kinds that no call of ours declares; meeting one is an error, not a guess. */
const UNSUPPORTED = new Set([
  'any',
  'bigint',
  'date',
  'dynamic',
  'func',
  'instance',
  'intersection',
  'lazy',
  'map',
  'regexp',
  'set',
  'tuple',
]);

/** Whether `struct` lets a missing value through (`optional`, or a field whose check takes a blank). */
export const acceptsMissing = (struct: AnyStruct): boolean => is(undefined, struct);

function objectSchema(struct: AnyStruct, closed: boolean, where: string, shared?: Shared): JsonSchema {
  const fields = struct.schema as Record<string, AnyStruct>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = toJsonSchema(field, `${where}.${name}`, shared);
    if (!acceptsMissing(field)) required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** A record's value struct: superstruct yields it from `entries` for each key of a value. */
function recordValue(struct: AnyStruct): AnyStruct {
  const yielded = [...struct.entries({ key: null }, { branch: [], path: [] })] as [
    unknown,
    unknown,
    AnyStruct,
  ][];
  const value = yielded[1]?.[2];
  if (!value) throw new Error('A record struct yielded no value struct');
  return value;
}

/** The schema of the value `struct` accepts, leaving out only whether it may be missing (its parent says). */
function shapeOf(struct: AnyStruct, where: string, shared?: Shared): JsonSchema {
  const { type, schema } = struct;
  if (UNSUPPORTED.has(type)) throw new Error(`${where}: superstruct's ${type}() has no JSON Schema here`);
  switch (type) {
    case 'null':
      return { type: 'null' };
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'unknown':
      return {};
    case 'never':
      return { not: {} };
    case 'literal':
      if (schema === null) throw new Error(`${where}: a literal of no JSON type`);
      return { const: schema };
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) };
    case 'object':
      return objectSchema(struct, true, where, shared);
    case 'type':
      return objectSchema(struct, false, where, shared);
    case 'array':
      if (!schema) throw new Error(`${where}: an array() without its element's struct`);
      return { type: 'array', items: toJsonSchema(schema as AnyStruct, `${where}[]`, shared) };
    case 'record':
      return {
        type: 'object',
        additionalProperties: toJsonSchema(recordValue(struct), `${where}{}`, shared),
      };
    case 'union': {
      const members = UNION_MEMBERS.get(struct);
      if (!members) throw new Error(`${where}: a union's members are unknown (make it with anyOf)`);
      return { anyOf: members.map((member, index) => toJsonSchema(member, `${where}|${index}`, shared)) };
    }
    default:
      // A define(): a field the contract checks with its own rule and message (src/contract/rules.ts),
      // named by its label. Its rule is code, so the document names the field and says who checks it.
      return {
        title: type,
        description: `Checked by the server's rule for ${type}; a value it refuses answers 400 with the reason.`,
      };
  }
}

/**
 * The JSON Schema of `struct`; `where` names it in the error of a kind this converter does not know.
 * Given `shared`, a struct named with `named` is written there once and referred to (`$ref`).
 */
export function toJsonSchema(struct: AnyStruct, where = 'value', shared?: Shared): JsonSchema {
  const name = shared && SCHEMA_NAMES.get(struct);
  if (shared && name) {
    if (!(name in shared)) {
      shared[name] = {};
      shared[name] = shapeOf(struct, name, shared);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  const shape = shapeOf(struct, where, shared);
  const nullable = struct.type !== 'null' && struct.type !== 'unknown' && is(null, struct);
  if (!nullable || shape.anyOf || shape.title) return shape;
  if (typeof shape.type === 'string') return { ...shape, type: [shape.type, 'null'] };
  if (shape.enum) return { ...shape, enum: [...(shape.enum as unknown[]), null] };
  return { anyOf: [shape, { type: 'null' }] };
}
