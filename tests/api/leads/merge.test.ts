/**
 * An admin's merge of two leads (docs/rules/leads.md#d5.15): the older stays whatever the order given; the newer
 * one's deal, messages and picking move to it and it is gone; a held lead is refused; an admin merges
 * only its own team's leads, another group's answering as unknown ones; nobody else may; every merge is audited.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadMergeApi,
  MERGE_HELD,
  MERGE_SAME,
  MERGE_TWO_DEALS,
  NO_RENTAL_WITH_NUMBER,
  RENTAL_NOT_FOUND,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  closeDeal,
  createdBy,
  type Group,
  heldBy,
  pickedBy,
  query,
  rentalById,
  type Staff,
  startLeadsServer,
  superAdminOf,
  type TestServer,
} from '../support';

let server: TestServer;
let group: Group;
let otherGroup: Group;
let root: Staff;

const merge = (token: string, body: unknown) => server.call(leadMergeApi.merge, { token, body });
const minutesAgo = (minutes: number) => new Date(server.clock.now().getTime() - minutes * 60_000);

beforeAll(async () => {
  server = await startLeadsServer();
  group = await buildGroup(server);
  otherGroup = await buildGroup(server);
  root = await superAdminOf(server);
});
afterAll(() => server.close());

describe('POST /rental/merge', () => {
  it('keeps the older lead whatever the order, moves the deal, the messages, the calls and the picking, and audits', async () => {
    const older = await addRental(server, { ...createdBy(group.creator), createdAt: minutesAgo(60) });
    const newer = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, minutesAgo(30)),
      createdAt: minutesAgo(50),
    });
    const deal = await closeDeal(server, group.picker, newer);
    await server.app.db.execute(
      sql`INSERT INTO messages (creator_id, picker_id, sender_id, rental_id, message)
        VALUES (${group.creator.id}, ${group.picker.id}, ${group.picker.id}, ${newer.id}, 'Is it still free?')`,
    );
    // Its call log (docs/rules/claiming.md#d5.24) names the lead too.
    await server.app.db.execute(
      sql`INSERT INTO call_log (rental_id, picker_id, channel, started_at)
        VALUES (${newer.id}, ${group.picker.id}, 'call', ${minutesAgo(40)})`,
    );

    const email = (await rentalById(server, newer.id))?.clientEmail;
    expect(email).toBeTruthy();
    // Given the older lead by the number: the older stays anyway.
    const answer = await merge(group.admin.token, { leadId: newer.id, number: older.number });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Leads merged');
    expect(answer.body.data).toEqual({ keptId: older.id, mergedId: newer.id });

    expect(await rentalById(server, newer.id)).toBeUndefined();
    expect(await rentalById(server, older.id)).toMatchObject({
      number: older.number,
      fetcherId: group.picker.id,
      isFetched: true,
      isFinished: true,
      numberStatus: 'valid',
      clientEmail: email,
    });
    expect(await query(server, sql`SELECT rental_id FROM closed_rentals WHERE id = ${deal._id}`)).toEqual([
      { rental_id: older.id },
    ]);
    expect(
      await query(server, sql`SELECT rental_id FROM messages WHERE creator_id = ${group.creator.id}`),
    ).toEqual([{ rental_id: older.id }]);
    expect(
      await query(server, sql`SELECT rental_id FROM call_log WHERE picker_id = ${group.picker.id}`),
    ).toEqual([{ rental_id: older.id }]);
    expect(
      await query(server, sql`SELECT count(*)::int AS n FROM rental_search WHERE rental_id = ${newer.id}`),
    ).toEqual([{ n: 0 }]);
    const [entry] = await query<{
      action: string;
      actor_id: string;
      target_id: string;
      before: unknown;
      admin_id: string;
    }>(
      server,
      sql`SELECT action, actor_id, target_id, before, admin_id FROM audit_entries WHERE action = 'leads-merged'`,
    );
    expect(entry).toMatchObject({
      action: 'leads-merged',
      actor_id: group.admin.id,
      target_id: older.id,
      before: { mergedId: newer.id, mergedNumber: newer.number },
      admin_id: group.admin.id,
    });
  });

  it('leaves an older lead’s own picking as it was', async () => {
    const older = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, minutesAgo(20), 'invalid'),
      createdAt: minutesAgo(40),
    });
    const newer = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.pickers[1], minutesAgo(10)),
      createdAt: minutesAgo(30),
    });
    expect((await merge(root.token, { leadId: older.id, number: newer.number })).status).toBe(200);
    expect(await rentalById(server, older.id)).toMatchObject({
      fetcherId: group.picker.id,
      numberStatus: 'invalid',
    });
  });

  it('refuses a held lead, two deals, one lead twice, and unknown leads, changing nothing', async () => {
    const free = await addRental(server, { ...createdBy(group.creator), createdAt: minutesAgo(9) });
    const held = await addRental(server, {
      ...createdBy(group.creator),
      ...heldBy(group.pickers[1], minutesAgo(1)),
    });
    const refusedHeld = await merge(group.admin.token, { leadId: free.id, number: held.number });
    expect(refusedHeld.status).toBe(409);
    expect(refusedHeld.body.message).toBe(MERGE_HELD);

    const dealA = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, minutesAgo(8)),
    });
    const dealB = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, minutesAgo(7)),
    });
    await closeDeal(server, group.picker, dealA);
    await closeDeal(server, group.picker, dealB);
    const twoDeals = await merge(group.admin.token, { leadId: dealA.id, number: dealB.number });
    expect(twoDeals.status).toBe(409);
    expect(twoDeals.body.message).toBe(MERGE_TWO_DEALS);

    const same = await merge(group.admin.token, { leadId: free.id, number: free.number });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(MERGE_SAME);
    const noNumber = await merge(group.admin.token, { leadId: free.id, number: '+1 507 999 0000' });
    expect(noNumber.status).toBe(404);
    expect(noNumber.body.message).toBe(NO_RENTAL_WITH_NUMBER);
    const noLead = await merge(group.admin.token, { leadId: 'no-such-lead', number: free.number });
    expect(noLead.status).toBe(404);
    expect(noLead.body.message).toBe(RENTAL_NOT_FOUND);
    const bad = await merge(group.admin.token, { leadId: free.id });
    expect(bad.status).toBe(400);
    for (const lead of [free, held, dealA, dealB]) expect(await rentalById(server, lead.id)).toBeDefined();
  });

  it('issue 47 finding 9: answers another group’s lead as an unknown one (404), so an admin cannot tell it exists', async () => {
    const mine = await addRental(server, { ...createdBy(group.creator), createdAt: minutesAgo(8) });
    const theirs = await addRental(server, { ...createdBy(otherGroup.creator), createdAt: minutesAgo(7) });
    const forUse = await addRental(server, { createdAt: minutesAgo(6) });
    const unknown = await merge(group.admin.token, { leadId: mine.id, number: '+1 507 999 0001' });
    expect(unknown.status).toBe(404);
    for (const other of [theirs, forUse]) {
      const byNumber = await merge(group.admin.token, { leadId: mine.id, number: other.number });
      expect({ status: byNumber.status, body: byNumber.body }).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
      const byId = await merge(group.admin.token, { leadId: other.id, number: mine.number });
      expect(byId.status).toBe(404);
      expect(byId.body.message).toBe(RENTAL_NOT_FOUND);
    }
    for (const lead of [mine, theirs, forUse]) expect(await rentalById(server, lead.id)).toBeDefined();
  });

  it('lets the super-admin merge any group’s leads; no creator, picker or leader', async () => {
    const mine = await addRental(server, { ...createdBy(group.creator), createdAt: minutesAgo(6) });
    const theirs = await addRental(server, { ...createdBy(otherGroup.creator), createdAt: minutesAgo(5) });
    const forUse = await addRental(server, { createdAt: minutesAgo(4) });
    for (const caller of [group.creator, group.picker, group.creatorLeader, group.pickerLeader]) {
      const denied = await merge(caller.token, { leadId: mine.id, number: theirs.number });
      expect(denied.status, caller.role).toBe(403);
    }
    expect(
      (await server.call(leadMergeApi.merge, { body: { leadId: mine.id, number: theirs.number } })).status,
    ).toBe(401);
    expect(await rentalById(server, theirs.id)).toBeDefined();
    const byRoot = await merge(root.token, { leadId: forUse.id, number: theirs.number });
    expect(byRoot.status).toBe(200);
    expect(byRoot.body.data).toEqual({ keptId: theirs.id, mergedId: forUse.id });
  });
});
