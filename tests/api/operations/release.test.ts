/**
 * PATCH /operations/release/:id (docs/rules/operations.md#d9.3): a supervisor returns a held lead to the pool, the picker
 * is told at once and its Finish is refused; out of scope reads as unknown.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow, UserRow } from '../../../server/src/db/schema';
import {
  LEAD_RELEASED,
  type LeadReleasedEvent,
  leadReleasedMessage,
  leadsApi,
  NOT_HELD,
  operationsApi,
  RENTAL_NOT_FOUND,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  type Group,
  heldBy,
  pickedBy,
  query,
  rentalById,
  type Staff,
  startLeadsServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';
import { nextEvent, socketPool } from './board-sockets';

let server: TestServer;
let root: Staff;
let a: Group;
let b: Group;
let sockets: ReturnType<typeof socketPool>;

beforeAll(async () => {
  server = await startLeadsServer();
  sockets = socketPool(server);
  root = await superAdminOf(server);
  a = await buildGroup(server);
  b = await buildGroup(server);
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

const release = (user: UserRow | undefined, id: string) =>
  server.call(operationsApi.release, { token: user && tokenOf(server, user), values: { id } });

const claim = (picker: UserRow) => server.call(leadsApi.claim, { token: tokenOf(server, picker) });

const holdLead = (picker: Staff) => addRental(server, heldBy(picker, server.clock.now()));

/** The lead is still held by `picker`, untouched by a refused release. */
async function expectStillHeld(lead: RentalRow, picker: Staff) {
  expect(await rentalById(server, lead.id)).toMatchObject({
    isFetched: true,
    isFinished: false,
    fetcherId: picker.id,
  });
}

describe('a release', () => {
  let lead: RentalRow;
  const picker = () => a.pickers[0];

  beforeAll(async () => {
    // The pool holds this one lead, so each claim below can only take it.
    await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
    lead = await addRental(server, {});
  });

  it('puts the lead back in the pool and tells the picker’s socket why', async () => {
    const socket = await sockets.connect(tokenOf(server, picker()));
    expect(await socket.emitWithAck('join', picker().id)).toEqual({ ok: true });
    const claimed = await claim(picker());
    expect(claimed.body.data.rental._id).toBe(lead.id);

    const told = nextEvent<LeadReleasedEvent>(socket, 'leadReleased');
    const answer = await release(a.admin, lead.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Lead released back to the pool',
      data: null,
    });
    expect(await told).toEqual({
      rentalId: lead.id,
      number: lead.number,
      reason: 'released',
      message: `Your lead ${lead.number} was released back to the pool by a supervisor`,
    });
    expect(await rentalById(server, lead.id)).toMatchObject({
      isFetched: false,
      fetcherId: null,
      fetcherAdminId: null,
      fetcherLeaderId: null,
      fetchedAt: null,
    });
  });

  it('refuses the picker’s Finish on that lead with the same words (409 lead-released)', async () => {
    const answer = await server.call(leadsApi.finish, {
      token: tokenOf(server, picker()),
      body: { number_status: 'valid' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      success: false,
      message: leadReleasedMessage(lead.number, 'released'),
      code: LEAD_RELEASED,
    });
  });

  it('lets a claim take the lead again', async () => {
    const claimed = await claim(a.pickers[1]);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.rental._id).toBe(lead.id);
  });

  it('answers 409 for the same lead released again, or finished meanwhile', async () => {
    const holder = a.pickers[1];
    expect((await release(a.pickerLeader, lead.id)).status).toBe(200);
    const again = await release(a.pickerLeader, lead.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: NOT_HELD });

    const finished = await addRental(server, pickedBy(holder, server.clock.now()));
    const late = await release(a.admin, finished.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(NOT_HELD);
  });
});

describe('who may release which lead', () => {
  it('lets a picker leader release a lead of the other leader’s picker, and the super-admin any', async () => {
    const byLeader = await holdLead(a.pickers[1]);
    expect(a.pickers[1].teamLeaderId).not.toBe(a.pickerLeader.id);
    expect((await release(a.pickerLeader, byLeader.id)).status).toBe(200);
    const byRoot = await holdLead(b.picker);
    expect((await release(root, byRoot.id)).status).toBe(200);
    expect((await rentalById(server, byRoot.id))?.isFetched).toBe(false);
  });

  it('answers 404 for another group’s lead, as for an unknown one', async () => {
    const lead = await holdLead(a.picker);
    for (const outsider of [b.admin, b.pickerLeader]) {
      const answer = await release(outsider, lead.id);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: RENTAL_NOT_FOUND });
    }
    await expectStillHeld(lead, a.picker);
    await release(a.admin, lead.id);
    expect((await release(a.admin, 'no-such-lead')).status).toBe(404);
    // Finished by another group's picker: "not held" would say the lead exists.
    const theirs = await addRental(server, pickedBy(b.picker, server.clock.now()));
    expect((await release(a.admin, theirs.id)).body.message).toBe(RENTAL_NOT_FOUND);
  });

  it('answers 404 for a pool lead nobody holds', async () => {
    const pool = await addRental(server, {});
    expect((await release(root, pool.id)).status).toBe(404);
  });

  it.each([
    ['a creator leader', () => a.creatorLeader],
    ['a creator', () => a.creator],
    ['a picker', () => a.pickers[1]],
  ])('refuses %s (403) and leaves the lead held', async (_, who) => {
    const lead = await holdLead(a.picker);
    const answer = await release(who(), lead.id);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You do not have access to this resource');
    await expectStillHeld(lead, a.picker);
    await release(a.admin, lead.id);
  });

  it('refuses a caller without a token (401)', async () => {
    const lead = await holdLead(a.picker);
    expect((await release(undefined, lead.id)).status).toBe(401);
    await expectStillHeld(lead, a.picker);
    await release(a.admin, lead.id);
  });

  it('answers a field error for an id too long', async () => {
    const answer = await release(a.admin, 'x'.repeat(65));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.path)).toEqual(['id']);
  });
});
