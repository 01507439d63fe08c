import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countsApi,
  DEFAULT_SETTINGS,
  DUPLICATE_NUMBER,
  INVALID_NUMBER,
  leadsApi,
  messagesApi,
} from '../../../src/contract';
import {
  addPerson,
  buildTeam,
  distinctPlace,
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
let creator: Person;

const form = (overrides: Record<string, unknown> = {}) => ({
  facebook_name: 'Maria FB',
  client_name: 'Maria Lopez',
  number: '+1 (555) 123-4567',
  rent: '$700',
  houseApt_details: '2 bedrooms',
  ...distinctPlace(),
  ...overrides,
});

const create = (body: unknown, who: Person = creator) =>
  server.call(leadsApi.create, { token: who.token(), body });

beforeAll(async () => {
  server = await startLeadsServer();
  team = await buildTeam(server);
  creator = team.creator;
});
afterAll(() => server.close());

describe('POST /rental/create-rental', () => {
  it('stores the lead with its normalised number and its creator’s group', async () => {
    const res = await create(form());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('created data successfully');
    expect(res.body.data).toMatchObject({
      number: '+15551234567',
      client_name: 'Maria Lopez',
      houseApt_details: '2 bedrooms',
      ss_link: null,
      number_status: null,
      creatorId: creator.id,
      fetcherId: null,
      isFetched: false,
      isFinished: false,
      createdAt: server.clock.now().toISOString(),
      finishedDate: null,
      fetcher: null,
      creator: { name: creator.user.name, email: creator.user.email },
    });
    expect(res.body.data.creator?.team_leader_name).toMatch(/team-leader/);
    expect(res.body.data.creator?.admin_name).toMatch(/admin/);
    const [row] = await query<{ creator_admin_id: string; creator_leader_id: string }>(
      server,
      sql`SELECT creator_admin_id, creator_leader_id FROM rentals WHERE id = ${res.body.data._id}`,
    );
    expect(row).toEqual({ creator_admin_id: team.admin.id, creator_leader_id: creator.user.teamLeaderId });
  });

  it('takes the rent as the listing writes it, whatever the amount (docs/rules/leads.md: no minimum)', async () => {
    for (const [rent, number] of [
      ['$300', '+1 (555) 123-0300'],
      ['B/. 500 a month', '+1 (555) 123-0500'],
    ]) {
      const res = await create(form({ rent, number }));
      expect(res.status, rent).toBe(200);
      expect(res.body.data.rent).toBe(rent);
    }
  });

  it('refuses a number that exists once normalised, with the contract’s message', async () => {
    for (const number of ['5551234567', '1-555-123-4567', '(555) 123 4567']) {
      const res = await create(form({ number }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: DUPLICATE_NUMBER });
    }
  });

  it('lets exactly one of several simultaneous creates of a number through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(form({ number: '555 000 1111' }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuses what is not a whole phone number', async () => {
    for (const number of ['555-1234', '12 3456 7890 12', 'call me', '25551234567']) {
      const res = await create(form({ number }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: INVALID_NUMBER,
        errors: [{ path: 'number', message: INVALID_NUMBER }],
      });
    }
  });

  it('answers 400 with the form’s messages for every bad field, never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ facebook_name: '' }, 'facebook_name', 'Facebook Name is required'],
      [{ client_name: 'x'.repeat(51) }, 'client_name', 'Maximum 50 characters allowed'],
      [{ number: '   ' }, 'number', 'Number is required'],
      [{ rent: 'x'.repeat(31) }, 'rent', 'Maximum 30 characters allowed'],
      [{ houseApt_details: undefined }, 'houseApt_details', 'House/Apt Details is required'],
      [{ address: 'x'.repeat(101) }, 'address', 'Maximum 100 characters allowed'],
      [{ post_link: 'not a link' }, 'post_link', 'Please enter a valid URL'],
      [{ ss_link: 'javascript:alert(1)' }, 'ss_link', 'Please enter a valid URL'],
      [{ number: 5551234567 }, 'number', 'Number must be text'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await create(form(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    for (const body of [[], 'text', 42, null]) {
      expect((await create(body)).status).toBe(400);
    }
    const raw = await server.call(leadsApi.create, {
      token: creator.token(),
      body: '{"facebook_name": ',
    });
    expect(raw.status).toBe(400);
  });
});

describe('GET /dataCreator/getCountDataCreator', () => {
  it('counts the creator’s leads today and over a range of Panama days, both ends inclusive', async () => {
    const own = await addPerson(server, { role: 'data-creator', adminId: team.admin.id });
    // Yesterday 23:59:59 in Panama, two today, one on 5 March; another creator's lead never counts.
    await insertLeads(server, 1, { creator: own, from: new Date('2026-03-10T04:59:59.000Z') });
    const today = await insertLeads(server, 2, { creator: own, from: new Date('2026-03-10T05:00:00.000Z') });
    await insertLeads(server, 1, { creator: own, from: new Date('2026-03-05T20:00:00.000Z') });
    await insertLeads(server, 3, { creator, from: new Date('2026-03-10T06:00:00.000Z') });
    await query(server, sql`UPDATE rentals SET number_status = 'valid' WHERE id = ${today[0]}`);
    await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE id = ${today[1]}`);

    const counts = (query: { startDate?: string; endDate?: string } = {}) =>
      server.call(countsApi.creator, { token: own.token(), query });
    expect((await counts()).body.data).toEqual({
      todayCount: 2,
      todayValidCount: 1,
      todayInvalidCount: 1,
      rangeCount: 2,
      rangeInvalidCount: 1,
    });
    expect((await counts({ startDate: '2026-03-09', endDate: '2026-03-10' })).body.data).toMatchObject({
      todayCount: 2,
      rangeCount: 3,
      rangeInvalidCount: 1,
    });
    expect((await counts({ startDate: '2026-03-05', endDate: '2026-03-05' })).body.data).toMatchObject({
      rangeCount: 1,
    });
    expect((await counts({ startDate: '2026-03-01' })).body.data).toMatchObject({ rangeCount: 4 });
  });

  it('refuses dates it cannot read, and a range that ends before it starts', async () => {
    const counts = (query: { startDate?: string; endDate?: string }) =>
      server.call(countsApi.creator, { token: creator.token(), query });
    const bad = await counts({ startDate: '10/03/2026' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Start date must be a date (YYYY-MM-DD)');
    const backwards = await counts({ startDate: '2026-03-10', endDate: '2026-03-09' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Start date must not be after end date');
  });
});

describe('a creator’s messages', () => {
  it('lists the latest fifty, newest first, with the unread count, and marks them all read', async () => {
    const { creator: own, pickers } = await buildTeam(server);
    const [picker] = pickers as [Person];
    await setSettings(server, { ...DEFAULT_SETTINGS, leadsType: 'newest' });
    // Strictly newer than every lead so far (the creates above stand at the same instant).
    server.clock.advance(1000);
    await insertLeads(server, 1, { creator: own, from: server.clock.now() });
    const fetched = await server.call(leadsApi.claim, { token: picker.token() });
    expect(fetched.body.data.rental.creatorId).toBe(own.id);
    for (let i = 1; i <= 55; i++) {
      server.clock.advance(1000);
      const sent = await server.call(messagesApi.send, {
        token: picker.token(),
        body: { creatorId: own.id, message: `message ${i}` },
      });
      expect(sent.status).toBe(200);
    }

    const list = () =>
      server.call(messagesApi.list, { token: own.token(), values: { email: own.user.email.toUpperCase() } });
    const before = await list();
    expect(before.status).toBe(200);
    expect(before.body.data._id).toBe(own.id);
    expect(before.body.data.unread).toBe(55);
    expect(before.body.data.messages).toHaveLength(50);
    expect(before.body.data.messages[0]).toMatchObject({
      message: 'message 55',
      read: false,
      picker: { _id: picker.id, name: picker.user.name },
      rental: { _id: fetched.body.data.rental._id, number: fetched.body.data.rental.number },
    });
    expect(before.body.data.messages.at(-1)?.message).toBe('message 6');

    const marked = await server.call(messagesApi.markRead, { token: own.token() });
    expect(marked.body.data).toEqual({ unread: 0 });
    const after = await list();
    expect(after.body.data.unread).toBe(0);
    expect(after.body.data.messages.every((m) => m.read)).toBe(true);
  });

  it('refuses another creator’s messages', async () => {
    const res = await server.call(messagesApi.list, {
      token: creator.token(),
      values: { email: 'someone@leads.test' },
    });
    expect(res.status).toBe(403);
  });
});
