/**
 * Adding, reading and removing numbers of the do-not-contact list (docs/rules/do-not-contact.md#d5.13): a number normalised as
 * leads' are (docs/decisions.md#p53) and unique, the usual list envelope with search, page and limit (docs/rules/auth.md#d3.4),
 * newest first, the 400s and 404 with their messages, and an audit entry for each change (docs/rules/audit.md#d10.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DoNotContactEntry, doNotContactApi } from '../../../src/contract';
import { entriesSince, entriesWrittenBy, markOf } from '../audit/entries';
import {
  buildGroup,
  type Group,
  manualClock,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer & { clock: ReturnType<typeof manualClock> };
let root: Staff;
let A: Group;

beforeAll(async () => {
  const clock = manualClock('2026-03-10T15:00:00.000Z');
  server = { ...(await startTestServer({ now: clock.now })), clock };
  root = await superAdminOf(server);
  A = await buildGroup(server);
});
afterAll(() => server.close());

const add = (by: Staff, body: object) =>
  server.call(doNotContactApi.add, { token: tokenOf(server, by), body });
const list = (by: Staff, query: Record<string, string | number> = {}) =>
  server.call(doNotContactApi.list, { token: tokenOf(server, by), query });
const remove = (by: Staff, id: string) =>
  server.call(doNotContactApi.remove, { token: tokenOf(server, by), values: { id } });
const numbers = (entries: DoNotContactEntry[]) => entries.map((entry) => entry.number);

describe('adding a number', () => {
  it('stores it as E.164 with its reason, who and when, and records it', async () => {
    const mark = await markOf(server);
    const added = await add(A.admin, { number: '(507) 555-0101', reason: ' Asked by phone ' });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe('Number added to the do-not-contact list');
    expect(added.body.data).toEqual({
      entry: {
        _id: expect.any(String),
        number: '+15075550101',
        reason: 'Asked by phone',
        reasonCode: null,
        addedBy: { _id: A.admin.id, name: A.admin.name },
        addedAt: '2026-03-10T15:00:00.000Z',
      },
      leadsEnded: 0,
    });
    const [entry, ...more] = await entriesSince(server, mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'do-not-contact-added',
      actorId: A.admin.id,
      actorRole: 'admin',
      targetKind: 'number',
      targetId: added.body.data.entry._id,
      targetLabel: '+15075550101',
      after: { reason: 'Asked by phone', leadsEnded: 0 },
      adminId: A.admin.id,
    });
  });

  it('refuses a number already listed, in any writing, with 409 and writes nothing', async () => {
    await add(root, { number: '+1 507 555 0102', reason: 'Complaint' });
    const written = await entriesWrittenBy(server, async () => {
      const again = await add(A.admin, { number: '1-507-555-0102', reason: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This number is already on the do-not-contact list');
      expect(again.body.errors).toEqual([
        { path: 'number', message: 'This number is already on the do-not-contact list' },
      ]);
    });
    expect(written).toBe(0);
  });

  it.each([
    [
      {},
      [
        { path: 'number', message: 'Number is required' },
        { path: 'reason', message: 'Reason is required' },
      ],
    ],
    [{ number: '555', reason: 'x' }, [{ path: 'number', message: 'Please enter a valid phone number' }]],
    [
      { number: 'call 507 555 0103', reason: 'x' },
      [{ path: 'number', message: 'Please enter a valid phone number' }],
    ],
    [
      { number: '5075550104', reason: 'r'.repeat(201) },
      [{ path: 'reason', message: 'Maximum 200 characters allowed' }],
    ],
    [
      { number: '5075550105', reason: 'bad\u0000text' },
      [{ path: 'reason', message: 'Text must not contain control characters' }],
    ],
  ])('answers 400 to %j, writing nothing', async (body, errors) => {
    const written = await entriesWrittenBy(server, async () => {
      const refused = await add(A.admin, body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(errors);
    });
    expect(written).toBe(0);
  });
});

describe('the list', () => {
  let mine: string[];

  beforeAll(async () => {
    mine = [];
    for (let i = 0; i < 25; i++) {
      server.clock.advance(60_000);
      const added = await add(i % 2 ? A.admin : root, {
        number: `+1507666${String(i).padStart(4, '0')}`,
        reason: i === 7 ? 'Lawyer letter about spam' : 'Asked us to stop',
      });
      mine.push(added.body.data.entry.number);
    }
  });

  it('answers the usual envelope, newest first, 20 a page by default', async () => {
    const page = await list(A.admin);
    expect(page.status).toBe(200);
    expect(page.body.message).toBe('Do-not-contact list retrieved successfully');
    expect(page.body.data.countInfo).toEqual({ total: 27, totalPage: 2 });
    expect(numbers(page.body.data.result)).toEqual([...mine].reverse().slice(0, 20));
    const second = await list(A.admin, { page: 2, limit: 20 });
    expect(second.body.data.result).toHaveLength(7);
  });

  it('finds numbers by their digits, however they are typed, and reasons or adders by their words', async () => {
    const byDigits = await list(root, { search: '(507) 666-0012' });
    expect(numbers(byDigits.body.data.result)).toEqual(['+15076660012']);
    const byPart = await list(root, { search: '666001' });
    expect(byPart.body.data.countInfo.total).toBe(10);
    const byReason = await list(root, { search: 'LAWYER' });
    expect(numbers(byReason.body.data.result)).toEqual(['+15076660007']);
    const byAdder = await list(root, { search: A.admin.name });
    expect(byAdder.body.data.result.every((entry) => entry.addedBy._id === A.admin.id)).toBe(true);
    expect(byAdder.body.data.countInfo.total).toBe(13);
    const none = await list(root, { search: '50%' });
    expect(none.body.data).toEqual({ result: [], countInfo: { total: 0, totalPage: 0 } });
  });

  it.each([
    [{ limit: 101 }, 'Limit must be at most 100'],
    [{ page: 0 }, 'Page must be at least 1'],
    [{ search: 's'.repeat(101) }, 'Maximum 100 characters allowed'],
  ])('answers 400 to %j', async (query, message) => {
    const refused = await list(root, query);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe(message);
  });
});

describe('removing an entry', () => {
  it('removes it, records it in the adder’s group, and lets the number be added again', async () => {
    const added = await add(A.admin, { number: '+15075550199', reason: 'By mistake' });
    const id = added.body.data.entry._id;
    const mark = await markOf(server);
    const removed = await remove(root, id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toBeNull();
    const [entry, ...more] = await entriesSince(server, mark);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'do-not-contact-removed',
      actorId: root.id,
      targetKind: 'number',
      targetId: id,
      targetLabel: '+15075550199',
      before: { reason: 'By mistake' },
      after: { reason: null },
      adminId: A.admin.id,
    });
    const gone = await remove(root, id);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This entry is not on the do-not-contact list');
    expect((await add(root, { number: '+15075550199', reason: 'Asked again' })).status).toBe(200);
  });

  it('answers 400 to an id too long to be one', async () => {
    const refused = await remove(root, 'x'.repeat(65));
    expect(refused.status).toBe(400);
  });
});
