/**
 * Refuses control characters in every path, query and JSON body value (and key) before any route
 * runs: PostgreSQL cannot store NUL in text, so one NUL in a search or a login email answered 500.
 * The contract's text rules say the same with each field's label; this hook covers every route at
 * once, including values a route passes on without a text rule.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasControlCharacters, NO_CONTROL_CHARACTERS } from '../../../src/contract';
import { badRequest } from '../lib/http-error';

/** The path of the first string, value or key, holding a control character; '' is the value itself. */
function controlCharacterAt(value: unknown): string | undefined {
  // Breadth first, without recursion: the JSON parser bounds the depth, but nothing here relies on it.
  const queue: [item: unknown, path: string][] = [[value, '']];
  for (let next = 0; next < queue.length; next++) {
    const [item, path] = queue[next]!;
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (hasControlCharacters(key)) return at;
      queue.push([child, at]);
    }
  }
  return undefined;
}

async function controlCharacters(app: FastifyInstance) {
  // After the token and role checks (onRequest), so a signed-out caller learns nothing more.
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = controlCharacterAt(value);
      if (path !== undefined) {
        throw badRequest(NO_CONTROL_CHARACTERS, [{ path: path || part, message: NO_CONTROL_CHARACTERS }]);
      }
    }
  });
}

export default fp(controlCharacters, { name: 'control-characters' });
