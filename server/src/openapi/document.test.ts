/** The API's description builds from the contract: every declaration has an answer (docs/rules/integrations.md#d15.1). */
import { describe, expect, it } from 'vitest';
import { callName } from '../../../src/contract';
import { RESPONSES } from '../../../src/contract/responses';
import { declarations, openApiDocument } from './document';

describe('openApiDocument', () => {
  it('has an answer for every declaration and none for a call that is not declared', () => {
    const declared = declarations().map(({ declaration }) => callName(declaration));
    expect(declared.filter((name) => !RESPONSES[name])).toEqual([]);
    expect(Object.keys(RESPONSES).filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('names each operation after its area and key, once', () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids).toContain('leads.claim');
    expect(ids).toContain('openapi.document');
    expect(new Set(ids).size).toBe(ids.length);
  });
});
