/**
 * Claims racing additions to the do-not-contact list (docs/rules/do-not-contact.md#d5.13): 20 pickers of two teams claim and
 * end leads at once, round after round, while an admin lists pool numbers one by one and the
 * super-admin lists others by file. A claim that began after a number's listing was answered never
 * serves that number; a claim that began before may (it committed first: the lead was served before
 * the number was listed, and stays with its picker). When the pickers stop, no lead with a listed
 * number is left in the pool or waiting. With DATABASE_URL, the pickers and the additions are split
 * over two server processes sharing the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClaimResult, DEFAULT_SETTINGS, doNotContactApi, leadsApi, pathTo } from '../../../src/contract';
import {
  as,
  buildTeam,
  csvOf,
  insertLeads,
  type Person,
  personOf,
  query,
  type SecondServer,
  setSettings,
  startLeadsServer,
  startSecondServer,
  superAdminOf,
  type TestServer,
} from '../support';

const PICKERS_PER_TEAM = 10;
const LEADS = 400;
const LISTED_ONE_BY_ONE = 60;
const LISTED_BY_FILE = 60;
const FILE_ROWS = 10;

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

type Api = Pick<TestServer, 'api'>;

/** A lead served to a picker: which, and when its claim was sent. */
interface Served {
  id: string;
  number: string;
  sentAt: number;
}

/** Ends the held lead one of three ways, by turn: Finish, No Answer (it would wait), a skip (back to the pool). */
const ENDINGS = [
  { path: pathTo(leadsApi.finish), body: { number_status: 'valid' } },
  { path: pathTo(leadsApi.finish), body: { outcome: 'no-answer' } },
  { path: pathTo(leadsApi.skip), body: { reason: 'language' } },
];

/** One picker's session: claim, then end it, until the pool has nothing for it or `stop` says so. */
async function work(api: Api, picker: Person, served: Served[], stop: () => boolean) {
  for (let turn = 0; !stop(); turn++) {
    const sentAt = performance.now();
    const claimed = await as<ClaimResult>(api, picker, pathTo(leadsApi.claim));
    if (claimed.status !== 200) {
      expect(claimed.status, claimed.body.message).toBe(404);
      return;
    }
    const { _id, number } = claimed.body.data.rental;
    served.push({ id: _id, number, sentAt });
    const ending = ENDINGS[turn % ENDINGS.length]!;
    const ended = await as(api, picker, ending.path, { method: 'PATCH', body: ending.body });
    expect(ended.status, ended.body.message).toBe(200);
  }
}

describe('20 pickers claiming while numbers are added to the do-not-contact list', () => {
  it('never serves a number from a claim sent after its listing was answered, and leaves none to serve', async () => {
    await setSettings(server, {
      ...DEFAULT_SETTINGS,
      leadsType: 'random',
      releaseAfter: 0,
      skipLimit: 1_000,
    });
    const teams = [
      await buildTeam(server, { pickers: PICKERS_PER_TEAM }),
      await buildTeam(server, { pickers: PICKERS_PER_TEAM }),
    ];
    const pickers = teams.flatMap((team) => team.pickers);
    const root = personOf(server, await superAdminOf(server));
    const ids = await insertLeads(server, LEADS);
    const numbers = (
      await query<{ number: string }>(
        server,
        sql`SELECT number FROM rentals WHERE id IN ${ids} ORDER BY rand`,
      )
    ).map((row) => row.number);
    const oneByOne = numbers.slice(0, LISTED_ONE_BY_ONE);
    const byFile = numbers.slice(LISTED_ONE_BY_ONE, LISTED_ONE_BY_ONE + LISTED_BY_FILE);
    const apis: Api[] = second ? [server, second] : [server];
    /** When each number's listing was answered (it had committed by then). */
    const listedAt = new Map<string, number>();

    const addOneByOne = async () => {
      for (const [i, number] of oneByOne.entries()) {
        const added = await as(apis[i % apis.length]!, teams[0]!.admin, pathTo(doNotContactApi.add), {
          method: 'POST',
          body: { number, reason: 'Asked us to stop' },
        });
        expect(added.status, added.body.message).toBe(200);
        listedAt.set(number, performance.now());
      }
    };
    const addByFile = async () => {
      for (let from = 0; from < byFile.length; from += FILE_ROWS) {
        const part = byFile.slice(from, from + FILE_ROWS);
        const form = new FormData();
        const csv = csvOf([['number', 'reason'], ...part.map((number) => [number, 'Registry'])]);
        form.append('file', new Blob([csv]), 'registry.csv');
        const base = from % (2 * FILE_ROWS) === 0 || !second ? server.baseUrl : second.baseUrl;
        const response = await fetch(`${base}${pathTo(doNotContactApi.addFromFile)}`, {
          method: 'POST',
          headers: { authorization: root.token() },
          body: form,
        });
        expect(response.status).toBe(200);
        const answeredAt = performance.now();
        for (const number of part) listedAt.set(number, answeredAt);
      }
    };

    const served: Served[] = [];
    let adding = true;
    const additions = Promise.all([addOneByOne(), addByFile()]).finally(() => {
      adding = false;
    });
    // The pickers work while the additions run, then once more until the pool is empty.
    await Promise.all([
      additions,
      ...pickers.map((picker, i) => work(apis[i % apis.length]!, picker, served, () => !adding)),
    ]);
    await Promise.all(pickers.map((picker, i) => work(apis[i % apis.length]!, picker, served, () => false)));

    expect(listedAt.size).toBe(LISTED_ONE_BY_ONE + LISTED_BY_FILE);
    // The race happened: some listed numbers were served before their listing, and none after.
    const listedServes = served.filter((serve) => listedAt.has(serve.number));
    const late = listedServes.filter((serve) => serve.sentAt > listedAt.get(serve.number)!);
    expect(late).toEqual([]);
    expect(listedServes.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(LEADS / 2);

    // Nothing with a listed number is left to serve: not in the pool, not waiting.
    const listed = [...listedAt.keys()];
    const open = await query<{ number: string }>(
      server,
      sql`SELECT number FROM rentals WHERE number IN ${listed} AND fetcher_id IS NULL AND NOT is_finished`,
    );
    expect(open).toEqual([]);
    // Each listed lead ended: by its picker's Finish, or as do-not-contact.
    const ends = await query<{ outcome: string | null; number_status: string | null }>(
      server,
      sql`SELECT outcome, number_status FROM rentals WHERE number IN ${listed}`,
    );
    expect(ends).toHaveLength(listed.length);
    for (const end of ends)
      expect(
        end.outcome === 'do-not-contact' || (end.outcome === null && end.number_status === 'valid'),
      ).toBe(true);
  }, 180_000);
});
