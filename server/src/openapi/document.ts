/**
 * The API's description, OpenAPI 3.1, generated from the contract (docs/rules/integrations.md#d15.1):
 * every declaration of src/contract/endpoints with its method, path, roles, input schemas and success
 * message, and its answer's shape from src/contract/responses. Built once, when first asked for; a
 * declaration without an answer, or a schema the converter does not know, throws (document.test.ts).
 */
import type { Struct } from 'superstruct';
import { type Access, callName, type Endpoint, type PathParams, ROLES } from '../../../src/contract';
import * as endpoints from '../../../src/contract/endpoints';
import { RESPONSES } from '../../../src/contract/responses';
import { errorBody } from '../../../src/contract/responses/errors';
import { API_PREFIX } from '../lib/api-prefix';
import { acceptsMissing, type JsonSchema, type Shared, toJsonSchema } from './json-schema';
import { REFUSALS } from './refusals';

type Declaration = Endpoint & PathParams<unknown>;

const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'roles' in value;

/** Every declaration once, named `<area>.<key>` (`leads.claim`), in the order the modules export them. */
export function declarations(): { id: string; area: string; declaration: Declaration }[] {
  const seen = new Set<string>();
  const found: { id: string; area: string; declaration: Declaration }[] = [];
  const add = (area: string, key: string | undefined, declaration: Declaration) => {
    if (seen.has(callName(declaration))) return;
    seen.add(callName(declaration));
    found.push({ id: key ? `${area}.${key}` : area, area, declaration });
  };
  for (const [name, value] of Object.entries(endpoints)) {
    const area = name.replace(/Api$/, '');
    if (isDeclaration(value)) add(area, undefined, value);
    else if (typeof value === 'object' && value !== null && !('schema' in value))
      for (const [key, declaration] of Object.entries(value))
        if (isDeclaration(declaration)) add(area, key, declaration);
  }
  return found;
}

const describeRoles = (roles: Access) =>
  roles === 'public' ? 'Public: no credentials.' : `Roles: ${roles.join(', ')}.`;

/** A path or query value reaches the server as text, whatever its rule then reads it as. */
const asText = (schema: JsonSchema): JsonSchema =>
  'type' in schema || 'enum' in schema ? schema : { type: 'string', ...schema };

function parameters(declaration: Declaration): JsonSchema[] {
  const of = (place: 'path' | 'query', struct: Struct<unknown, unknown> | undefined) =>
    Object.entries((struct?.schema ?? {}) as Record<string, Struct<unknown, unknown>>).map(
      ([name, field]) => ({
        name,
        in: place,
        required: place === 'path' || !acceptsMissing(field),
        schema: asText(toJsonSchema(field, `${callName(declaration)} ${place} ${name}`)),
      }),
    );
  return [...of('path', declaration.params), ...of('query', declaration.query)];
}

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

/** The refusals a call may answer (docs/rules/auth.md#d3), as they apply to its declaration. */
function refusals(declaration: Declaration): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (declaration.body || declaration.query || declaration.params)
    answers['400'] = refusal('Bad input: `errors` names each field and its reason.');
  if (declaration.roles !== 'public') answers['401'] = refusal('No valid access token or API key.');
  if (declaration.roles !== 'public' && declaration.roles.length < ROLES.length)
    answers['403'] = refusal('The caller’s role, or its scope, does not allow this call.');
  if (declaration.params) answers['404'] = refusal('Nothing with this id, as the caller may see it.');
  for (const [status, description] of Object.entries(REFUSALS[callName(declaration)] ?? {}))
    answers[status] = refusal(description);
  return answers;
}

function success(declaration: Declaration, shared: Shared): Record<string, unknown> {
  const answer = RESPONSES[callName(declaration)];
  if (!answer) throw new Error(`${callName(declaration)} declares no answer in src/contract/responses`);
  if (answer.kind === 'redirect') return { '302': { description: 'A redirect to the next step.' } };
  if (answer.kind === 'file')
    return {
      '200': {
        description: 'A file.',
        content: Object.fromEntries(answer.mediaTypes.map((type) => [type, {}])),
      },
    };
  const envelope = {
    type: 'object',
    properties: {
      success: { const: true },
      message: declaration.success ? { type: 'string', examples: [declaration.success] } : { type: 'string' },
      data: toJsonSchema(answer.struct, `${callName(declaration)} data`, shared),
    },
    required: ['success', 'message', 'data'],
    additionalProperties: false,
  };
  return {
    '200': {
      description: declaration.success ?? 'Done.',
      content: { 'application/json': { schema: envelope } },
    },
  };
}

const keyScopeNote = (declaration: Declaration): string =>
  declaration.apiKeyScope ? ` An API key may call it with the scope \`${declaration.apiKeyScope}\`.` : '';

function operation(id: string, area: string, declaration: Declaration, shared: Shared) {
  const params = parameters(declaration);
  return {
    operationId: id,
    tags: [area],
    summary: declaration.success ?? id,
    description: describeRoles(declaration.roles) + keyScopeNote(declaration),
    // A key calls only what its scope opens (docs/rules/integrations.md#d15.4): the others take a session's token.
    ...(declaration.roles === 'public'
      ? { security: [] }
      : declaration.apiKeyScope
        ? { security: [{ bearerAuth: [] }, { ApiKey: [] }] }
        : { security: [{ bearerAuth: [] }] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(declaration.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: toJsonSchema(declaration.body, `${callName(declaration)} body`) },
            },
          },
        }
      : {}),
    responses: { ...success(declaration, shared), ...refusals(declaration) },
  };
}

/** The document, OpenAPI 3.1, for a server whose API answers under `API_PREFIX`. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: Shared = {};
  for (const { id, area, declaration } of declarations()) {
    const path = declaration.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    paths[path] ??= {};
    paths[path][declaration.method.toLowerCase()] = operation(id, area, declaration, shared);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rental Leads API',
      // The API's own version, the one its prefix names.
      version: API_PREFIX.replace(/^.*\/v/, ''),
      description:
        'Every answer is an envelope `{ success, message, data }`; a refusal is `{ success: false, message }` with the details below. Generated from the contract (src/contract/endpoints).',
    },
    servers: [{ url: API_PREFIX }],
    security: [{ bearerAuth: [] }, { ApiKey: [] }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token from /auth/login.',
        },
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'An API key of the Integrations screen.',
        },
      },
      schemas: { Refusal: toJsonSchema(errorBody, 'Refusal'), ...shared },
    },
    paths,
  };
}
