/**
 * Migration 0035 gives the leads saved before docs/rules/leads.md#d5.14 their post link's key in SQL: it must be the
 * key src/contract/post-link.ts gives, for every variant its unit test covers.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postKey } from '../../../src/contract';
import { addLeads, query, startTestServer, type TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BACKFILL = readFileSync(
  new URL('../../../server/drizzle/0035_lead_duplicates.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "rentals" SET "post_key"'))!;

it('keys each stored link as the contract does', async () => {
  const links = [
    'https://www.facebook.com/groups/rentals/posts/123',
    'http://facebook.com/groups/rentals/posts/123/',
    'facebook.com/groups/rentals/posts/123',
    'https://M.Facebook.com/groups/rentals/posts/123//',
    'https://web.facebook.com/groups/rentals/posts/123?ref=share&mibextid=Nif5oz#comments',
    'https://mobile.facebook.com/groups/rentals/posts/123?fbclid=IwAR&utm_source=wa&utm_medium=x',
    '  https://m.facebook.com/permalink.php?story_fbid=9&id=4&ref=share  ',
    'https://facebook.com/permalink.php?id=4&story_fbid=9',
    'https://www.youtube.com/watch?v=AbC&si=xyz',
    'https://www.example.com/',
    'https://instagram.com/p/xyz?igsh=abc&__cft__[0]=AZ',
  ];
  await addLeads(
    server,
    links.map((postLink) => ({ postLink })),
  );
  await server.app.db.execute(sql.raw(BACKFILL));
  const rows = await query<{ post_link: string; post_key: string }>(
    server,
    sql`SELECT post_link, post_key FROM rentals`,
  );
  expect(rows).toHaveLength(links.length);
  for (const row of rows) expect(row.post_key, row.post_link).toBe(postKey(row.post_link));
});
