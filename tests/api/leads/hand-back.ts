/**
 * What the tests of a hold's other endings share (outcomes, recycling, callbacks, skips; docs/rules/claiming.md#d5.5):
 * an empty pool to start from, and the picker's calls sent as they are, so a test may send what the
 * contract's types would not allow.
 */
import { sql } from 'drizzle-orm';
import { type CompleteTaskResult, leadsApi, pathTo, type SkipResult } from '../../../src/contract';
import { type Person, query, type TestServer } from '../support';

/** What earlier cases left fresh or waiting is made invalid, so each case sees only its own leads. */
export const emptyPool = (server: TestServer) =>
  query(
    server,
    sql`UPDATE rentals SET number_status = 'invalid' WHERE fetcher_id IS NULL AND NOT is_finished`,
  );

export const claimAs = (server: TestServer, who: Person) =>
  server.call(leadsApi.claim, { token: who.token() });

export const endAs = (server: TestServer, who: Person, body: object) =>
  server.api<CompleteTaskResult>(pathTo(leadsApi.finish), { method: 'PATCH', token: who.token(), body });

export const skipAs = (server: TestServer, who: Person, body: object) =>
  server.api<SkipResult>(pathTo(leadsApi.skip), { method: 'PATCH', token: who.token(), body });

/** The server's clock `ms` from now, as the API takes a time. */
export const fromNow = (server: TestServer, ms: number) =>
  new Date(server.clock.now().getTime() + ms).toISOString();
