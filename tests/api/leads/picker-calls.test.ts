import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  countsApi,
  DEFAULT_SETTINGS,
  type LeadListResult,
  leadsApi,
  messagesApi,
} from '../../../src/contract';
import {
  addPerson,
  as,
  buildTeam,
  insertLeads,
  type Person,
  query,
  setSettings,
  startLeadsServer,
  type Team,
  type TestServer,
} from '../support';

let server: TestServer;
let team: Team;
let picker: Person;
let other: Person;

const claimLead = (who: Person = picker) => server.call(leadsApi.claim, { token: who.token() });
const finish = (number_status: unknown, who: Person = picker) =>
  server.call(leadsApi.finish, { token: who.token(), body: { number_status } });
const makeInvalid = (who: Person, id: string) =>
  server.call(leadsApi.makeInvalid, { token: who.token(), values: { id } });
const search = (who: Person, number: string) =>
  server.call(leadsApi.search, { token: who.token(), query: { number } });
const numberOf = async (id: string) =>
  (await query<{ number: string }>(server, sql`SELECT number FROM rentals WHERE id = ${id}`))[0]!.number;

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server, { pickers: 2 });
  [picker, other] = team.pickers as [Person, Person];
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'oldest' });
});
afterAll(() => server.close());
beforeEach(async () => {
  // Nobody holds anything and the pool is empty at the start of each test.
  await query(
    server,
    sql`UPDATE rentals SET is_finished = true, finished_date = ${server.clock.now()} WHERE is_fetched AND NOT is_finished`,
  );
  await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
});

describe('PATCH /rental/complete-task', () => {
  it('finishes the held lead with its status and the time of the clock', async () => {
    await insertLeads(server, 1, { creator: team.creator });
    const held = await claimLead();
    server.clock.advance(5_000);
    const done = await finish('invalid');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('successfully finished!');
    expect(done.body.data.rental).toMatchObject({
      _id: held.body.data.rental._id,
      isFinished: true,
      number_status: 'invalid',
      finishedDate: server.clock.now().toISOString(),
    });
  });

  it('keeps a number invalid once it was made invalid', async () => {
    await insertLeads(server, 1);
    const held = await claimLead();
    expect((await makeInvalid(picker, held.body.data.rental._id)).status).toBe(200);
    expect((await finish('valid')).body.data.rental.number_status).toBe('invalid');
  });

  it('answers 400 with the contract’s messages', async () => {
    expect((await finish(undefined)).body).toMatchObject({ message: 'Number status is required' });
    expect((await finish('maybe')).body).toMatchObject({ message: 'Number status is not a valid choice' });
    expect((await finish(1)).status).toBe(400);
  });
});

describe('GET /dataPicker/search-rental', () => {
  it('finds any lead by its number as typed, and says when there is none', async () => {
    const [id] = await insertLeads(server, 1);
    const number = await numberOf(id!);
    const typed = `+1 (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
    const found = await search(other, typed);
    expect(found.status).toBe(200);
    expect(found.body.data._id).toBe(id);

    const missing = await search(other, '5559990000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No rental found with this number');
    expect((await search(other, '')).body.message).toBe('Number is required');
    expect((await search(other, '123')).body.message).toBe('Please enter a valid phone number');
  });
});

describe('GET /dataPicker/getRental/{id}', () => {
  it('returns a lead the picker fetched, and nothing else', async () => {
    const [mine, pool] = await insertLeads(server, 2);
    await claimLead();
    const getClaimed = (who: Person, id: string) =>
      server.call(leadsApi.getClaimed, { token: who.token(), values: { id } });
    expect((await getClaimed(picker, mine!)).body.data._id).toBe(mine);
    expect((await getClaimed(other, mine!)).status).toBe(404);
    const unclaimed = await getClaimed(picker, pool!);
    expect(unclaimed.status).toBe(404);
    expect(unclaimed.body.message).toBe('Rental not found');
  });
});

describe('PATCH /dataPicker/make-invalid/{id}', () => {
  it('is one-way and idempotent, and takes the lead out of the pool for good', async () => {
    const [id] = await insertLeads(server, 1);
    const first = await makeInvalid(other, id!);
    expect(first.status).toBe(200);
    expect(first.body.data.number_status).toBe('invalid');
    const again = await makeInvalid(other, id!);
    expect(again.status).toBe(200);
    expect(again.body.data.updatedAt).toBe(first.body.data.updatedAt);
    expect((await claimLead()).body.code).toBe('pool-empty');
  });

  it('leaves a lead another picker is working on to that picker', async () => {
    const [id] = await insertLeads(server, 1);
    await claimLead(picker);
    const refused = await makeInvalid(other, id!);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Another picker is working on this rental');
    await finish('valid');
    // Once finished it stays the fetcher's work (docs/decisions.md#p52): only the fetcher may still find it invalid.
    const finished = await makeInvalid(other, id!);
    expect(finished.status).toBe(403);
    expect(finished.body.message).toBe('Someone else already finished this rental');
    expect((await makeInvalid(picker, id!)).status).toBe(200);
  });

  it('takes a lead waiting for its retry out of the queue, whoever left it waiting', async () => {
    const [id] = await insertLeads(server, 1);
    await claimLead(picker);
    const waiting = await server.call(leadsApi.finish, {
      token: picker.token(),
      body: { outcome: 'no-answer' },
    });
    expect(waiting.status).toBe(200);
    const marked = await makeInvalid(other, id!);
    expect(marked.status).toBe(200);
    expect(marked.body.data.number_status).toBe('invalid');
    // Due or not, it is never served again.
    server.clock.advance(DEFAULT_SETTINGS.noAnswerRetryMinutes * 60_000);
    expect((await claimLead(other)).body.code).toBe('pool-empty');
  });

  it('answers 404 for an unknown lead', async () => {
    expect((await makeInvalid(picker, 'no-such-id')).status).toBe(404);
  });
});

describe('PATCH /rental/addClientEmailIntoRental/{id}', () => {
  it('stores the email on a lead the picker fetched, and only there', async () => {
    const [mine, pool] = await insertLeads(server, 2);
    await claimLead();
    const patch = (id: string, client_email: unknown, who = picker) =>
      server.call(leadsApi.addClientEmail, { token: who.token(), values: { id }, body: { client_email } });
    const added = await patch(mine!, '  maria@example.com ');
    expect(added.status).toBe(200);
    expect(added.body.data.client_email).toBe('maria@example.com');
    expect((await patch(mine!, 'x@example.com', other)).status).toBe(403);
    expect((await patch(pool!, 'x@example.com')).status).toBe(403);
    expect((await patch('no-such-id', 'x@example.com')).status).toBe(404);
    expect((await patch(mine!, 'not an email')).body.message).toBe('Please enter a valid email address');
    expect((await patch(mine!, '')).body.message).toBe('Client Email is required');
  });

  it("makes the email, and only the latest one, findable by the lead lists' search", async () => {
    const [mine] = await insertLeads(server, 1);
    await claimLead();
    const patch = (client_email: string) =>
      server.call(leadsApi.addClientEmail, {
        token: picker.token(),
        values: { id: mine! },
        body: { client_email },
      });
    const search = async (term: string) =>
      (
        await as<LeadListResult>(
          server,
          team.admin,
          `/rental/getClientsInfo?search=${encodeURIComponent(term)}`,
        )
      ).body.data.result.map((lead) => lead._id);
    expect((await patch('first.renter@example.com')).status).toBe(200);
    expect(await search('first.renter')).toEqual([mine]);
    expect((await patch('second.renter@example.com')).status).toBe(200);
    expect(await search('second.renter')).toEqual([mine]);
    expect(await search('first.renter')).toEqual([]);
  });
});

describe('POST /dataPicker/generate-first-sms', () => {
  it('fills a friendly template with both names, the same text for the same names', async () => {
    const sms = (client_name: string, ptw_name: string) =>
      server.call(leadsApi.firstSms, { token: picker.token(), body: { client_name, ptw_name } });
    const text = (await sms('Maria', 'Ana')).body.data;
    expect(text).toContain('Maria');
    expect(text).toContain('Ana');
    expect((await sms('Maria', 'Ana')).body.data).toBe(text);
    const texts = await Promise.all(
      ['Jo', 'Lu', 'Max', 'Eve', 'Sam', 'Kim'].map(async (client) =>
        (await sms(client, 'Ana')).body.data.replace(client, ''),
      ),
    );
    expect(new Set(texts).size).toBeGreaterThan(1);
    const missing = await server.call(leadsApi.firstSms, {
      token: picker.token(),
      body: { client_name: 'Maria' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Your name is required');
  });
});

describe('PATCH /dataPicker/send-message', () => {
  const send = (body: unknown, who = picker) => server.call(messagesApi.send, { token: who.token(), body });

  it('refuses a creator whose lead the picker never fetched', async () => {
    const creator = await addPerson(server, { role: 'data-creator', adminId: team.admin.id });
    await insertLeads(server, 1, { creator });
    await claimLead(other);
    const refused = await send({ creatorId: creator.id, message: 'hello' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only message the creator of a rental you fetched');
    expect((await send({ creatorId: creator.id, message: 'hello' }, other)).status).toBe(200);
  });

  it('answers 400 with the contract’s messages', async () => {
    expect((await send({ creatorId: team.creator.id, message: '   ' })).body.message).toBe(
      'Message is required',
    );
    expect((await send({ creatorId: team.creator.id, message: 'x'.repeat(101) })).body.message).toBe(
      'Maximum 100 characters allowed',
    );
    expect((await send({ message: 'hello' })).body.message).toBe('Creator is required');
  });
});

describe('GET /dataPicker/getCountDataPicker', () => {
  it('counts finishes today in Panama by status, the total, and the limit', async () => {
    const { pickers } = await buildTeam(server, { pickerLimit: 40 });
    const [fresh] = pickers as [Person];
    await insertLeads(server, 4);
    await claimLead(fresh);
    await finish('valid', fresh);
    // Finished yesterday: in the total, not today.
    server.clock.advance(-24 * 3_600_000);
    await claimLead(fresh);
    await finish('valid', fresh);
    server.clock.advance(24 * 3_600_000);
    await claimLead(fresh);
    await finish('invalid', fresh);
    await claimLead(fresh);
    const counts = await server.call(countsApi.picker, { token: fresh.token() });
    expect(counts.body.data).toEqual({
      todayCount: 2,
      todayValidCount: 1,
      todayInvalidCount: 1,
      totalCount: 3,
      limit: 40,
    });
  });
});
