/** The superstruct → JSON Schema converter on the kinds the contract uses, and its refusals (docs/rules/integrations.md#d15.1). */
import {
  array,
  boolean,
  enums,
  literal,
  map,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  unknown,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { anyOf, named, nullValue } from '../../../src/contract/responses/shapes';
import { requiredText } from '../../../src/contract/rules';
import { toJsonSchema } from './json-schema';

describe('toJsonSchema', () => {
  it('describes an object: its fields, which are required, no others', () => {
    const schema = toJsonSchema(
      object({
        _id: string(),
        count: number(),
        done: boolean(),
        note: optional(string()),
        at: nullable(string()),
      }),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        _id: { type: 'string' },
        count: { type: 'number' },
        done: { type: 'boolean' },
        note: { type: 'string' },
        at: { type: ['string', 'null'] },
      },
      required: ['_id', 'count', 'done', 'at'],
      additionalProperties: false,
    });
  });

  it('leaves a type() open to other fields', () => {
    expect(toJsonSchema(type({ a: string() }))).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
    });
  });

  it('describes closed lists, constants, arrays, records and null', () => {
    expect(toJsonSchema(enums(['en', 'es']))).toEqual({ enum: ['en', 'es'] });
    expect(toJsonSchema(nullable(enums(['valid', 'invalid'])))).toEqual({ enum: ['valid', 'invalid', null] });
    expect(toJsonSchema(literal('listed'))).toEqual({ const: 'listed' });
    expect(toJsonSchema(array(number()))).toEqual({ type: 'array', items: { type: 'number' } });
    expect(toJsonSchema(record(string(), unknown()))).toEqual({ type: 'object', additionalProperties: {} });
    expect(toJsonSchema(nullValue)).toEqual({ type: 'null' });
    expect(toJsonSchema(nullable(object({ a: string() })))).toEqual({
      type: ['object', 'null'],
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
  });

  it('lists the members of a union made with anyOf', () => {
    expect(toJsonSchema(anyOf([object({ state: literal('listed') }), nullValue]))).toEqual({
      anyOf: [
        {
          type: 'object',
          properties: { state: { const: 'listed' } },
          required: ['state'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    });
  });

  it('writes a named shape once, where the document shares its schemas, and refers to it', () => {
    const row = named('Row', object({ a: string() }));
    const inline = {
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    };
    const shared = {};
    expect(toJsonSchema(object({ first: row, rows: array(row) }), 'x', shared)).toMatchObject({
      properties: {
        first: { $ref: '#/components/schemas/Row' },
        rows: { items: { $ref: '#/components/schemas/Row' } },
      },
    });
    expect(shared).toEqual({ Row: inline });
    expect(toJsonSchema(row)).toEqual(inline);
  });

  it('names a field the contract checks with its own rule, and says whether it is required', () => {
    const schema = toJsonSchema(
      object({ name: requiredText('Name', 100), note: optional(requiredText('Note', 10)) }),
    );
    expect(schema).toMatchObject({
      properties: { name: { title: 'Name' }, note: { title: 'Note' } },
      required: ['name'],
    });
  });

  it('stops on a kind it cannot describe, naming where it met it', () => {
    expect(() => toJsonSchema(object({ seen: map(string(), number()) }), 'GET /x data')).toThrow(
      "GET /x data.seen: superstruct's map() has no JSON Schema here",
    );
    expect(() => toJsonSchema(union([string(), number()]))).toThrow(/union's members are unknown/);
    expect(() => toJsonSchema(array())).toThrow(/without its element/);
  });
});
