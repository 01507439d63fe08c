/**
 * GET /api/v1/openapi.json (docs/rules/integrations.md#d15.1): the served document is valid OpenAPI 3.1
 * and describes every declaration of src/contract/endpoints with its method, path, roles and input.
 */
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callName, type Endpoint, type PathParams } from '../../../src/contract';
import * as endpoints from '../../../src/contract/endpoints';
import { startTestServer, type TestServer } from '../support';

type Declaration = Endpoint & PathParams<unknown>;
interface Operation {
  security?: unknown[];
  description?: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const isDeclaration = (value: unknown): value is Declaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every declaration the contract exports, read here apart from the generator's own walk. */
const DECLARED = Object.values(endpoints).flatMap((value) =>
  isDeclaration(value) ? [value] : Object.values(value as object).filter(isDeclaration),
);

let server: TestServer;
let document: OpenApi;
beforeAll(async () => {
  server = await startTestServer();
  const response = await server.call(endpoints.openapiApi.document);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = response.body as unknown as OpenApi;
});
afterAll(() => server.close());

const operationOf = (declaration: Pick<Endpoint, 'method' | 'path'>) =>
  document.paths[declaration.path.replace(/:(\w+)/g, '{$1}')]?.[declaration.method.toLowerCase()];

describe('the API description', () => {
  it('is served without a token and validates as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect('errors' in result ? result.errors : []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every declared call with its method and path', () => {
    expect(DECLARED.length).toBeGreaterThan(100);
    const missing = DECLARED.filter((declaration) => !operationOf(declaration)).map((d) => callName(d));
    expect(missing).toEqual([]);
    const described = Object.values(document.paths).flatMap((operations) => Object.keys(operations));
    expect(described).toHaveLength(new Set(DECLARED.map((d) => callName(d))).size);
  });

  it('says who may call: a public call needs no credentials, any other a token, or an API key where its scope opens it', () => {
    for (const declaration of DECLARED) {
      const operation = operationOf(declaration)!;
      if (declaration.roles === 'public') {
        expect(operation.security, callName(declaration)).toEqual([]);
        const refused = operation.responses['401'] as { description: string } | undefined;
        expect(refused?.description ?? '', callName(declaration)).not.toMatch(/access token/);
      } else {
        expect(operation.security, callName(declaration)).toEqual(
          declaration.apiKeyScope ? [{ bearerAuth: [] }, { ApiKey: [] }] : [{ bearerAuth: [] }],
        );
        if (declaration.apiKeyScope)
          expect(operation.description, callName(declaration)).toContain(`\`${declaration.apiKeyScope}\``);
        expect(operation.responses['401'], callName(declaration)).toBeDefined();
      }
    }
  });

  it('states each call’s path values, query and body, and a 400 where it reads any', () => {
    const claimed = operationOf(endpoints.leadsApi.getClaimed)!;
    expect(claimed.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(claimed.responses['404']).toBeDefined();
    for (const declaration of DECLARED) {
      const operation = operationOf(declaration)!;
      expect(operation.requestBody !== undefined, callName(declaration)).toBe(declaration.body !== undefined);
      const readsInput = Boolean(declaration.body || declaration.query || declaration.params);
      expect(operation.responses['400'] !== undefined, callName(declaration)).toBe(readsInput);
    }
  });

  it('declares the shape of each answer, a shared one once, and the refusal codes a call may answer', () => {
    const create = operationOf(endpoints.leadsApi.create)!;
    const data = (
      create.responses['200'] as {
        content: Record<string, { schema: { properties: { data: { $ref: string } } } }>;
      }
    ).content['application/json']!.schema.properties.data;
    expect(data).toEqual({ $ref: '#/components/schemas/Rental' });
    const rental = (
      document as unknown as { components: { schemas: Record<string, { required: string[] }> } }
    ).components.schemas.Rental!;
    expect(rental.required).toEqual(expect.arrayContaining(['_id', 'number', 'client_name', 'isFetched']));
    expect(create.responses['409']).toBeDefined();
    expect(operationOf(endpoints.leadsApi.claim)!.responses['429']).toBeDefined();
  });
});
