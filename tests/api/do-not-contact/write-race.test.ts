/**
 * Leads written while their numbers are listed (docs/rules/do-not-contact.md#d5.13): creators save leads, an import writes
 * its rows, and an admin lists the same numbers, all at once. Each lead is either refused (its number
 * was listed first) or saved and then ended by the listing; no lead with a listed number is left in
 * the pool. With DATABASE_URL, the writers and the listings go to two server processes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doNotContactApi, leadsApi, pathTo, uploadsApi } from '../../../src/contract';
import {
  as,
  buildTeam,
  csvOf,
  goodRow,
  HEADER,
  personOf,
  query,
  type SecondServer,
  startLeadsServer,
  startSecondServer,
  superAdminOf,
  type TestServer,
} from '../support';

const FORMS = 40;
const IMPORTED = 40;

let server: TestServer;
let second: SecondServer | undefined;

beforeAll(async () => {
  server = await startLeadsServer();
  if (process.env.DATABASE_URL) second = await startSecondServer(server);
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

const numberAt = (block: number, i: number) => `+1555${block}${String(i).padStart(6, '0')}`;

describe('leads saved while their numbers are listed', () => {
  it('are refused or ended, never left in the pool', async () => {
    const team = await buildTeam(server);
    const root = personOf(server, await superAdminOf(server));
    const other = second ?? server;
    const formNumbers = Array.from({ length: FORMS }, (_, i) => numberAt(7, i));
    const importNumbers = Array.from({ length: IMPORTED }, (_, i) => numberAt(8, i));

    const creates = formNumbers.map(async (number) => {
      const [facebook_name, client_name, , rent, houseApt_details, address, post_link] = goodRow(number);
      const created = await as(server, team.creator, pathTo(leadsApi.create), {
        method: 'POST',
        body: { facebook_name, client_name, number, rent, houseApt_details, address, post_link },
      });
      expect([200, 409]).toContain(created.status);
      if (created.status === 409)
        expect(created.body.message).toBe('This number is on the do-not-contact list');
    });
    const imported = (async () => {
      const form = new FormData();
      form.append('file', new Blob([csvOf([HEADER, ...importNumbers.map((n) => goodRow(n))])]), 'leads.csv');
      const response = await fetch(`${server.baseUrl}${pathTo(uploadsApi.importToPool)}`, {
        method: 'POST',
        headers: { authorization: root.token() },
        body: form,
      });
      expect(response.status).toBe(200);
    })();
    const listings = [...formNumbers, ...importNumbers].map(async (number) => {
      const added = await as(other, team.admin, pathTo(doNotContactApi.add), {
        method: 'POST',
        body: { number, reason: 'Asked us to stop' },
      });
      expect(added.status, added.body.message).toBe(200);
    });
    await Promise.all([...creates, imported, ...listings]);

    const all = [...formNumbers, ...importNumbers];
    const open = await query<{ number: string }>(
      server,
      sql`SELECT number FROM rentals WHERE number IN ${all} AND NOT is_finished`,
    );
    expect(open).toEqual([]);
    const saved = await query<{ outcome: string }>(
      server,
      sql`SELECT outcome FROM rentals WHERE number IN ${all}`,
    );
    expect(saved.every((lead) => lead.outcome === 'do-not-contact')).toBe(true);
  }, 120_000);
});
