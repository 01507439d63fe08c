/**
 * The API suite's check of every answer against its declared shape (tests/api/support/declared-shape.ts,
 * docs/rules/integrations.md#d15.1): a real answer passes; the same answer with a field missing, of
 * another type or one more fails, naming the call and the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsApi } from '../../../src/contract';
import { startTestServer, superAdminOf, type TestServer } from '../support';
import { assertDeclaredShape } from '../support/declared-shape';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await superAdminOf(server)).token;
});
afterAll(() => server.close());

describe('the declared shape of an answer', () => {
  it('passes the server’s real answer and refuses one that differs, naming call and field', async () => {
    const answer = await server.call(settingsApi.get, { token });
    expect(answer.status).toBe(200);
    expect(() => assertDeclaredShape(settingsApi.get, answer)).not.toThrow();

    const { delayTime: _, ...missing } = answer.body.data;
    const changed = (data: unknown) => ({ ...answer, body: { ...answer.body, data } });
    expect(() => assertDeclaredShape(settingsApi.get, changed(missing))).toThrow(
      /GET \/settings\/get-settings answered data that its declared shape refuses at delayTime/,
    );
    expect(() =>
      assertDeclaredShape(settingsApi.get, changed({ ...answer.body.data, leadsType: 'any' })),
    ).toThrow(/at leadsType/);
    expect(() => assertDeclaredShape(settingsApi.get, changed({ ...answer.body.data, extra: 1 }))).toThrow(
      /at extra/,
    );
  });

  it('leaves refusals alone: they are the envelope’s, not the call’s data', async () => {
    const refused = await server.call(settingsApi.get);
    expect(refused.status).toBe(401);
  });
});
