/**
 * The audit trail is append-only (docs/rules/audit.md#d10.4): the database itself refuses UPDATE and DELETE on its
 * rows, whoever asks; the demo's reset empties it with TRUNCATE.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../../server/src/demo/guard';
import { peopleApi } from '../../../src/contract';
import { buildGroup, type Group, query, startTestServer, type TestServer } from '../support';
import { entriesSince } from './entries';

/** Drizzle wraps the database's error; the trigger's own words are in its cause. */
const refusal = (operation: string) => ({
  cause: expect.objectContaining({ message: `audit entries are append-only: ${operation} refused` }),
});

let server: TestServer;
let A: Group;

beforeAll(async () => {
  server = await startTestServer();
  A = await buildGroup(server);
  const res = await server.call(peopleApi.updateDataPickerInfo, {
    token: A.admin.token,
    values: { id: A.picker.id },
    body: { limit: 9 },
  });
  expect(res.status).toBe(200);
});
afterAll(() => server.close());

describe('the audit table', () => {
  it('refuses an UPDATE of an entry', async () => {
    await expect(
      query(server, sql`UPDATE audit_entries SET actor_name = 'someone else'`),
    ).rejects.toMatchObject(refusal('UPDATE'));
    expect((await entriesSince(server, 0)).map((entry) => entry.actorName)).toEqual([A.admin.name]);
  });

  it('refuses a DELETE of an entry', async () => {
    await expect(query(server, sql`DELETE FROM audit_entries`)).rejects.toMatchObject(refusal('DELETE'));
    expect(await entriesSince(server, 0)).toHaveLength(1);
  });

  it('lets the demo’s reset empty it with the accounts', async () => {
    await emptyDatabase(server.app.db);
    expect(await entriesSince(server, 0)).toEqual([]);
  });
});
