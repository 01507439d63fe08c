/**
 * The do-not-contact list wherever a number enters or leaves (docs/rules/do-not-contact.md#d5.13): a creator's lead with a
 * listed number is refused 409 with the exact message; an import skips it with that reason; a claim
 * never serves it, also when it was listed after the lead was made (a lead in the pool or waiting ends
 * at once, one a picker holds stays hers and ends as soon as she lets go of it without finishing it);
 * the first message is refused for it; the picker's Do Not Contact outcome lists the number.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  type DoNotContactAdded,
  doNotContactApi,
  leadsApi,
  operationsApi,
  pathTo,
  peopleApi,
  uploadsApi,
} from '../../../src/contract';
import { entriesSince, markOf } from '../audit/entries';
import { claimAs, emptyPool, endAs, fromNow, skipAs } from '../leads/hand-back';
import {
  addLeads,
  allLeads,
  buildTeam,
  csvOf,
  distinctPlace,
  goodRow,
  HEADER,
  insertLeads,
  nextNumber,
  type Person,
  personOf,
  query,
  rentalById,
  setSettings,
  startLeadsServer,
  superAdminOf,
  type Team,
  type TestServer,
  upload,
} from '../support';

const ON_LIST = 'This number is on the do-not-contact list';
const MINUTE = 60_000;

let server: TestServer;
let root: Person;
let team: Team;
let picker: Person;
let other: Person;

beforeAll(async () => {
  server = await startLeadsServer();
  root = personOf(server, await superAdminOf(server));
});
afterAll(() => server.close());
beforeEach(async () => {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
  await emptyPool(server);
  team = await buildTeam(server, { pickers: 2 });
  [picker, other] = team.pickers as [Person, Person];
});

/** Lists `number` as the team's admin; answers what the add did. */
async function list(number: string): Promise<DoNotContactAdded> {
  const added = await server.call(doNotContactApi.add, {
    token: team.admin.token(),
    body: { number, reason: 'Asked us to stop' },
  });
  expect(added.status, added.body.message).toBe(200);
  return added.body.data;
}

const numberOf = async (id: string) => (await rentalById(server, id))!.number;

/** A lead ended by the list: fetched and finished as 'do-not-contact', nobody's, due never. */
async function expectEnded(id: string) {
  expect(await rentalById(server, id)).toMatchObject({
    isFetched: true,
    isFinished: true,
    outcome: 'do-not-contact',
    fetcherId: null,
    dueAt: null,
    callbackPickerId: null,
    callbackLeaderId: null,
    finishedDate: server.clock.now(),
  });
}

/** Nothing left to serve: the listed lead is not in the pool nor due. */
async function expectNothingServed() {
  const next = await claimAs(server, other);
  expect(next.status, JSON.stringify(next.body.data)).toBe(404);
  expect(next.body.code).toBe('pool-empty');
}

describe('a creator’s new lead', () => {
  const form = (number: string) => ({
    facebook_name: 'Maria FB',
    client_name: 'Maria Lopez',
    number,
    rent: '$700',
    houseApt_details: '2 bedrooms',
    ...distinctPlace(),
  });
  const create = (number: string) =>
    server.call(leadsApi.create, { token: team.creator.token(), body: form(number) });

  it('is refused 409 with the exact message under its number, in any writing, and nothing is written', async () => {
    await list('+1 (555) 201-0001');
    const before = await allLeads(server);
    const refused = await create('555.201.0001');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ON_LIST);
    expect(refused.body.errors).toEqual([{ path: 'number', message: ON_LIST }]);
    expect(await allLeads(server)).toEqual(before);
    expect((await create('555.201.0002')).status).toBe(200);
  });
});

describe('an import', () => {
  it('skips a listed number with that reason and imports the rest', async () => {
    await list('+15552020001');
    const file = csvOf([HEADER, goodRow('(555) 202-0001'), goodRow('555 202 0002'), goodRow('5552020001')]);
    const sent = await upload(server, pathTo(uploadsApi.importToPool), root.token(), file, 'leads.csv');
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe('Inserted: 1, Skipped: 2');
    const { skipped } = sent.body.data as { skipped: { row: number; reason: string }[] };
    expect(skipped.map(({ row, reason }) => [row, reason])).toEqual([
      [2, ON_LIST],
      [4, 'Duplicate of row 2 in this file'],
    ]);
    const numbers = await query<{ number: string }>(
      server,
      sql`SELECT number FROM rentals WHERE number IN ('+15552020001', '+15552020002')`,
    );
    expect(numbers).toEqual([{ number: '+15552020002' }]);
  });
});

describe('a claim', () => {
  it('never serves a pool lead listed after it was made: the lead ends at once', async () => {
    const [id] = await insertLeads(server, 1);
    const added = await list(await numberOf(id!));
    expect(added.leadsEnded).toBe(1);
    await expectEnded(id!);
    await expectNothingServed();
  });

  it('never serves a lead waiting for its retry or callback once listed', async () => {
    const past = new Date(server.clock.now().getTime() - 10 * MINUTE);
    const [retry, callback] = await addLeads(server, [
      { isFetched: true, attempts: 1, outcome: 'no-answer', dueAt: past },
      {
        isFetched: true,
        attempts: 1,
        outcome: 'callback',
        dueAt: past,
        callbackPickerId: other.id,
        callbackLeaderId: other.user.teamLeaderId,
      },
    ]);
    expect((await list(retry!.number)).leadsEnded).toBe(1);
    expect((await list(callback!.number)).leadsEnded).toBe(1);
    await expectEnded(retry!.id);
    await expectEnded(callback!.id);
    await expectNothingServed();
  });

  it('leaves a lead already invalid as it was', async () => {
    const [lead] = await addLeads(server, [{ numberStatus: 'invalid' }]);
    expect((await list(lead!.number)).leadsEnded).toBe(0);
    expect(await rentalById(server, lead!.id)).toMatchObject({
      isFetched: false,
      isFinished: false,
      outcome: null,
    });
  });
});

describe('a lead its picker holds when its number is listed', () => {
  /** `picker` holds a fresh lead whose number is then listed; answers its id. */
  async function heldThenListed(): Promise<string> {
    const [id] = await insertLeads(server, 1);
    expect((await claimAs(server, picker)).body.data.rental._id).toBe(id);
    expect((await list(await numberOf(id!))).leadsEnded).toBe(0);
    return id!;
  }

  it('stays hers: her next fetch answers it, and a Finish ends it as she says', async () => {
    const id = await heldThenListed();
    const again = await claimAs(server, picker);
    expect(again.body.data.rental._id).toBe(id);
    const finished = await endAs(server, picker, { number_status: 'valid' });
    expect(finished.status).toBe(200);
    expect(await rentalById(server, id)).toMatchObject({
      fetcherId: picker.id,
      isFinished: true,
      numberStatus: 'valid',
      outcome: null,
    });
  });

  it.each([
    ['No Answer', { outcome: 'no-answer' }],
    ['Call Back Later', { outcome: 'callback', callbackFor: 'anyone' }],
  ])('%s, which would leave it waiting, ends it as Do Not Contact instead', async (_, body) => {
    const id = await heldThenListed();
    const callbackAt = body.outcome === 'callback' ? { callbackAt: fromNow(server, 60 * MINUTE) } : {};
    const ended = await endAs(server, picker, { ...body, ...callbackAt });
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body.data).toMatchObject({ outcome: 'do-not-contact', dueAt: null });
    expect(await rentalById(server, id)).toMatchObject({
      fetcherId: picker.id,
      isFinished: true,
      outcome: 'do-not-contact',
      dueAt: null,
    });
    server.clock.advance(2 * 24 * 60 * MINUTE);
    await expectNothingServed();
  });

  const lettingGo: [string, () => Promise<unknown>][] = [
    ['a skip', () => skipAs(server, picker, { reason: 'language' })],
    [
      'a supervisor’s release',
      async () => {
        const [held] = await query<{ id: string }>(
          server,
          sql`SELECT id FROM rentals WHERE fetcher_id = ${picker.id} AND NOT is_finished`,
        );
        const released = await server.call(operationsApi.release, {
          token: team.admin.token(),
          values: { id: held!.id },
        });
        expect(released.status).toBe(200);
      },
    ],
    [
      'an expired hold',
      async () => {
        await setSettings(server, { releaseAfter: 1 });
        server.clock.advance(2 * MINUTE);
        // Her own next fetch releases it, and finds nothing else to serve.
        expect((await claimAs(server, picker)).status).toBe(404);
      },
    ],
    [
      'her deletion',
      async () => {
        const deleted = await server.call(peopleApi.deleteDataPicker, {
          token: team.admin.token(),
          values: { id: picker.id },
        });
        expect(deleted.status).toBe(200);
      },
    ],
  ];

  it.each(lettingGo)('ends it when she lets go of it by %s, never back in the pool', async (_, letGo) => {
    const id = await heldThenListed();
    await letGo();
    await expectEnded(id);
    await expectNothingServed();
  });
});

describe('the first message', () => {
  const names = { ptw_name: 'Ana', client_name: 'Maria' };
  const generate = (body: object) => server.call(leadsApi.firstSms, { token: picker.token(), body });

  it('is refused for the held lead once its number is listed, and for any listed lead named', async () => {
    const [id, another] = await insertLeads(server, 2);
    expect((await claimAs(server, picker)).body.data.rental._id).toBe(id);
    expect((await generate(names)).status).toBe(200);
    await list(await numberOf(id!));
    for (const body of [names, { ...names, rentalId: id }]) {
      const refused = await generate(body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ON_LIST);
    }
    const fine = await generate({ ...names, rentalId: another });
    expect(fine.status).toBe(200);
    expect(fine.body.data).toContain('Maria');
    const unknown = await generate({ ...names, rentalId: 'no-such-lead' });
    expect(unknown.status).toBe(404);
  });
});

describe('the picker’s Do Not Contact outcome', () => {
  it('puts the number on the list, added by her, in the same change, and records both', async () => {
    const [id] = await insertLeads(server, 1);
    await claimAs(server, picker);
    const mark = await markOf(server);
    const ended = await endAs(server, picker, { outcome: 'do-not-contact' });
    expect(ended.status).toBe(200);
    const number = await numberOf(id!);
    const [entry] = await query<{
      id: string;
      reason: string;
      reason_code: string;
      added_by_id: string;
      added_at: Date;
    }>(
      server,
      sql`SELECT id, reason, reason_code, added_by_id, added_at FROM do_not_contact WHERE number = ${number}`,
    );
    expect(entry).toMatchObject({
      reason: "Asked by the client (picker's outcome)",
      reason_code: 'picker-outcome',
      added_by_id: picker.id,
    });
    expect(new Date(entry!.added_at)).toEqual(server.clock.now());
    const written = await entriesSince(server, mark);
    expect(written.map((e) => [e.action, e.targetKind, e.targetLabel, e.actorId, e.adminId])).toEqual([
      ['do-not-contact-added', 'number', number, picker.id, picker.user.adminId],
      ['lead-outcome', 'lead', number, picker.id, picker.user.adminId],
    ]);
    // Listed: a lead with the number is refused (the number also exists already: the list says why).
    const refused = await server.call(leadsApi.create, {
      token: team.creator.token(),
      body: { ...goodLead(), number },
    });
    expect(refused.body.message).toBe(ON_LIST);
  });

  it('adds no second entry when the number was listed while she held it', async () => {
    const [id] = await insertLeads(server, 1);
    await claimAs(server, picker);
    await list(await numberOf(id!));
    const mark = await markOf(server);
    expect((await endAs(server, picker, { outcome: 'do-not-contact' })).status).toBe(200);
    expect((await entriesSince(server, mark)).map((e) => e.action)).toEqual(['lead-outcome']);
  });
});

/** The create form's fields with a fresh number. */
function goodLead() {
  const [facebook_name, client_name, number, rent, houseApt_details, address, post_link] = goodRow(
    nextNumber(),
  );
  return { facebook_name, client_name, number, rent, houseApt_details, address, post_link };
}
