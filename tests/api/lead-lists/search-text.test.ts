/**
 * The lead lists' search text holds the fields the registry marks searched (contract lead-fields.ts,
 * docs/decisions.md#p31): rental_search_body takes them by name, and the trigger that keeps the search
 * rows fires when one of them changes. A field marked searched without them, or them without it, fails here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchedColumns } from '../../../src/contract';
import { query, startTestServer, type TestServer } from '../support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the search text and the registry', () => {
  it('rental_search_body takes the searched columns, and their change rewrites the search row', async () => {
    const [body] = await query<{ names: string[] }>(
      server,
      sql`SELECT proargnames AS names FROM pg_proc WHERE proname = 'rental_search_body'`,
    );
    expect([...body!.names].sort()).toEqual(searchedColumns().sort());
    const watched = await query<{ name: string }>(
      server,
      sql`SELECT a.attname AS name FROM pg_trigger t
        JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY (t.tgattr::int2[])
        WHERE t.tgname = 'rentals_search_changed'`,
    );
    expect(watched.map((row) => row.name).sort()).toEqual(searchedColumns().sort());
  });
});
