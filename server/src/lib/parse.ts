/** Runs a contract schema on request input and turns its failures into the 400 envelope. */
import type { Struct } from 'superstruct';
import { check } from '../../../src/contract';
import { badRequest } from './http-error';

/** A missing body reads as an empty object, so the answer names the missing fields. */
export function parse<T>(schema: Struct<T, unknown>, input: unknown): T {
  const result = check(schema, input ?? {});
  if (result.ok) return result.value;
  throw badRequest(result.errors[0]?.message ?? 'Invalid request', result.errors);
}
