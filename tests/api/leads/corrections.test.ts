/**
 * Correcting a lead (docs/rules/leads.md#d5.21): its creator until a picker claims it, leaders and admins in their
 * scope at any time, never a picker directly; the number, the post and a likely duplicate checked as a new lead's are
 * against the other leads, nothing written on a refusal, and each correction audited with old → new. A picker's
 * proposal for its own lead, which only the lead's creator accepts (through the same path) or declines.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow } from '../../../server/src/db/schema';
import {
  CLAIMED_NOT_CORRECTABLE,
  CORRECTION_NOT_FOUND,
  clientDataApi,
  DUPLICATE_NUMBER,
  ERASED,
  LIKELY_DUPLICATE,
  leadCorrectionsApi,
  NOTHING_TO_CORRECT,
  ON_DO_NOT_CONTACT,
  POST_EXISTS,
  postKey,
  RENTAL_NOT_FOUND,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  distinctPlace,
  type Group,
  heldBy,
  nextNumber,
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

/** The lead's fields as its form sends them, with `changes`. */
const formOf = (lead: RentalRow, changes: Record<string, unknown> = {}) => ({
  facebook_name: lead.facebookName,
  client_name: lead.clientName,
  number: lead.number,
  rent: lead.rent,
  houseApt_details: lead.houseAptDetails,
  address: lead.address,
  post_link: lead.postLink,
  ...changes,
});
const correct = (who: Staff, lead: RentalRow, changes: Record<string, unknown> = {}) =>
  server.call(leadCorrectionsApi.correct, {
    token: who.token,
    values: { id: lead.id },
    body: formOf(lead, changes),
  });
/** A pool lead of `creator`'s, of its own place and number. */
const poolLead = (creator: Staff = group.creator) =>
  addRental(server, { ...createdBy(creator), ...distinctPlace(), rent: `$${nextNumber().slice(-5)}` });
const correctedEntries = (leadId: string) =>
  query<{ actor_id: string; before: unknown; after: unknown; admin_id: string | null; target_label: string }>(
    server,
    sql`SELECT actor_id, before, after, admin_id, target_label FROM audit_entries
      WHERE action = 'lead-corrected' AND target_id = ${leadId} ORDER BY id`,
  );

beforeAll(async () => {
  server = await startLeadsServer();
  group = await buildGroup(server);
  otherGroup = await buildGroup(server);
  root = await superAdminOf(server);
});
afterAll(() => server.close());

describe('who may correct a lead', () => {
  it('lets its creator correct it before a picker claims it, and audits each changed field old → new', async () => {
    const lead = await poolLead();
    const answer = await correct(group.creator, lead, {
      client_name: 'Maria Lopez',
      number: '+1 (507) 555-0142',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Lead corrected');
    // The number is stored as a new lead's is (docs/decisions.md#p53).
    expect(answer.body.data).toMatchObject({
      _id: lead.id,
      client_name: 'Maria Lopez',
      number: '+15075550142',
    });
    expect(await rentalById(server, lead.id)).toMatchObject({
      clientName: 'Maria Lopez',
      number: '+15075550142',
    });
    expect(await correctedEntries(lead.id)).toEqual([
      {
        actor_id: group.creator.id,
        before: { client_name: lead.clientName, number: lead.number },
        after: { client_name: 'Maria Lopez', number: '+15075550142' },
        admin_id: group.admin.id,
        target_label: '+15075550142',
      },
    ]);
  });

  it('refuses its creator once a picker has claimed it (held or finished), and writes nothing', async () => {
    const held = await addRental(server, {
      ...createdBy(group.creator),
      ...heldBy(group.picker, server.clock.now()),
    });
    const finished = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, server.clock.now()),
    });
    for (const lead of [held, finished]) {
      const answer = await correct(group.creator, lead, { client_name: 'Someone Else' });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(CLAIMED_NOT_CORRECTABLE);
      expect((await rentalById(server, lead.id))?.clientName).toBe(lead.clientName);
    }
    expect(await correctedEntries(held.id)).toEqual([]);
  });

  it("answers another creator's lead as an unknown one, and refuses pickers outright", async () => {
    const lead = await poolLead();
    for (const other of [group.creators[1], otherGroup.creator]) {
      const answer = await correct(other, lead, { client_name: 'Not Mine' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(RENTAL_NOT_FOUND);
    }
    const held = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, server.clock.now()),
    });
    expect((await correct(group.picker, held, { client_name: 'Picker Fix' })).status).toBe(403);
    expect((await rentalById(server, held.id))?.clientName).toBe(held.clientName);
  });

  it('lets leaders in scope, the admin and the super-admin correct a claimed lead at any time', async () => {
    const lead = await addRental(server, {
      ...createdBy(group.creator),
      ...pickedBy(group.picker, server.clock.now()),
    });
    const who = [group.creatorLeader, group.pickerLeader, group.admin, root];
    for (const [i, staff] of who.entries()) {
      const answer = await correct(staff, lead, { houseApt_details: `${i + 2} bedrooms, fixed` });
      expect(answer.status).toBe(200);
    }
    const entries = await correctedEntries(lead.id);
    expect(entries.map((entry) => entry.actor_id)).toEqual(who.map((staff) => staff.id));
    expect(entries[3]).toMatchObject({
      before: { houseApt_details: '4 bedrooms, fixed' },
      after: { houseApt_details: '5 bedrooms, fixed' },
      admin_id: group.admin.id,
    });
    expect(await rentalById(server, lead.id)).toMatchObject({
      houseAptDetails: '5 bedrooms, fixed',
      isFetched: true,
    });
  });

  it("answers a lead out of the caller's scope as an unknown one: another creators' leader, another group", async () => {
    const lead = await poolLead();
    for (const staff of [
      group.creatorLeaders[1],
      otherGroup.admin,
      otherGroup.pickerLeader,
      otherGroup.creatorLeader,
    ]) {
      const answer = await correct(staff, lead, { client_name: 'Out Of Scope' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(RENTAL_NOT_FOUND);
    }
    expect((await rentalById(server, lead.id))?.clientName).toBe(lead.clientName);
  });
});

describe("a correction's checks", () => {
  it('says so when nothing changes, and writes no audit entry', async () => {
    const lead = await poolLead();
    const answer = await correct(group.admin, lead);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(NOTHING_TO_CORRECT);
    // The same number written another way is the same number.
    const retyped = await correct(group.admin, lead, { number: lead.number.replace('+1', '') });
    expect(retyped.body.message).toBe(NOTHING_TO_CORRECT);
    expect(await correctedEntries(lead.id)).toEqual([]);
  });

  it("refuses another lead's number, a listed number and a saved post under their fields, writing nothing", async () => {
    const lead = await poolLead();
    const other = await poolLead();
    await server.app.db.execute(
      sql`INSERT INTO do_not_contact (number, reason, added_by_id, added_at)
        VALUES ('+15075550199', 'Asked us to stop', ${group.admin.id}, ${server.clock.now()})`,
    );
    const duplicate = await correct(group.admin, lead, { number: other.number, client_name: 'Changed Too' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(DUPLICATE_NUMBER);
    // Under its field, whatever language the message is said in.
    expect(duplicate.body.errors).toEqual([{ path: 'number', message: DUPLICATE_NUMBER }]);
    const listed = await correct(group.admin, lead, { number: '+1 507 555 0199' });
    expect(listed.status).toBe(409);
    expect(listed.body.errors).toEqual([{ path: 'number', message: ON_DO_NOT_CONTACT }]);
    // A lead's post key, as the create form stores it (docs/rules/leads.md#d5.14).
    await server.app.db.execute(
      sql`UPDATE rentals SET post_key = ${postKey(other.postLink)} WHERE id = ${other.id}`,
    );
    const post = await correct(group.admin, lead, { post_link: `${other.postLink}?fbclid=abc` });
    expect(post.status).toBe(409);
    expect(post.body.errors).toEqual([{ path: 'post_link', message: POST_EXISTS }]);
    expect(await rentalById(server, lead.id)).toEqual(lead);
    expect(await correctedEntries(lead.id)).toEqual([]);
  });

  it("refuses bad values with the create form's messages, and a number that is no phone number", async () => {
    const lead = await poolLead();
    const bad = await correct(group.admin, lead, {
      client_name: '',
      post_link: 'not a link',
      rent: 'x'.repeat(31),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'client_name', message: 'Client Name is required' },
        { path: 'post_link', message: 'Please enter a valid URL' },
        { path: 'rent', message: 'Maximum 30 characters allowed' },
      ]),
    );
    const number = await correct(group.admin, lead, { number: '12' });
    expect(number.status).toBe(400);
    expect(number.body.errors).toEqual([{ path: 'number', message: 'Please enter a valid phone number' }]);
    expect(await rentalById(server, lead.id)).toEqual(lead);
  });

  it('asks before making a likely duplicate of another lead, and saves once confirmed; the search follows', async () => {
    const lead = await poolLead();
    const other = await poolLead();
    const like = { rent: other.rent, address: `${other.address}, Panama` };
    const asked = await correct(group.admin, lead, like);
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(LIKELY_DUPLICATE);
    expect(asked.body.matches?.map((match) => match._id)).toEqual([other.id]);
    const confirmed = await server.call(leadCorrectionsApi.correct, {
      token: group.admin.token,
      values: { id: lead.id },
      body: { ...formOf(lead, { ...like, client_name: 'Searchable Zelda' }), confirmDuplicate: true },
    });
    expect(confirmed.status).toBe(200);
    const found = await query<{ rental_id: string }>(
      server,
      sql`SELECT rental_id FROM rental_search WHERE body LIKE '%searchable zelda%' OR body LIKE '%Searchable Zelda%'`,
    );
    expect(found).toEqual([{ rental_id: lead.id }]);
  });
});

describe('a picker proposes, the creator decides', () => {
  const propose = (who: Staff, lead: RentalRow, changes: Record<string, unknown>) =>
    server.call(leadCorrectionsApi.propose, {
      token: who.token,
      values: { id: lead.id },
      body: formOf(lead, changes),
    });
  const proposals = (who: Staff) => server.call(leadCorrectionsApi.proposals, { token: who.token });
  const decide = (who: Staff, id: string, how: 'accept' | 'decline') =>
    how === 'accept'
      ? server.call(leadCorrectionsApi.accept, { token: who.token, values: { id }, body: {} })
      : server.call(leadCorrectionsApi.decline, { token: who.token, values: { id } });

  it("shows the picker's proposal to the creator, and applies it once accepted, audited as the creator's", async () => {
    const lead = await addRental(server, {
      ...createdBy(group.creator),
      ...distinctPlace(),
      ...pickedBy(group.picker, server.clock.now()),
    });
    const proposed = await propose(group.picker, lead, { client_name: 'Ana Ruiz', facebook_name: 'Ana R' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.message).toBe('Correction proposed');
    const id = (proposed.body.data as { _id: string })._id;
    expect((await rentalById(server, lead.id))?.clientName).toBe(lead.clientName);

    const listed = await proposals(group.creator);
    expect(listed.body.data).toEqual([
      {
        _id: id,
        rentalId: lead.id,
        number: lead.number,
        proposedBy: group.picker.name,
        changes: [
          { field: 'facebook_name', from: lead.facebookName, to: 'Ana R' },
          { field: 'client_name', from: lead.clientName, to: 'Ana Ruiz' },
        ],
        createdAt: expect.any(String),
      },
    ]);
    expect((await proposals(group.creators[1])).body.data).toEqual([]);

    // Only the lead's creator decides: the picker, another creator and a staff member read it as unknown or are refused.
    expect((await decide(group.creators[1], id, 'accept')).body.message).toBe(CORRECTION_NOT_FOUND);
    expect((await decide(group.picker, id, 'accept')).status).toBe(403);
    expect((await decide(group.admin, id, 'decline')).status).toBe(403);

    const accepted = await decide(group.creator, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Correction accepted');
    expect(await rentalById(server, lead.id)).toMatchObject({
      clientName: 'Ana Ruiz',
      facebookName: 'Ana R',
    });
    expect(await correctedEntries(lead.id)).toEqual([
      {
        actor_id: group.creator.id,
        before: { facebook_name: lead.facebookName, client_name: lead.clientName },
        after: { facebook_name: 'Ana R', client_name: 'Ana Ruiz', proposalId: id },
        admin_id: group.admin.id,
        target_label: lead.number,
      },
    ]);
    expect((await proposals(group.creator)).body.data).toEqual([]);
    // Decided once: a second answer finds nothing pending.
    expect((await decide(group.creator, id, 'decline')).status).toBe(404);
  });

  it('checks an accepted proposal as a correction: a taken number is refused and the proposal stays pending', async () => {
    const lead = await addRental(server, {
      ...createdBy(group.creator),
      ...distinctPlace(),
      ...pickedBy(group.picker, server.clock.now()),
    });
    const other = await poolLead(group.creators[1]);
    const id = ((await propose(group.picker, lead, { number: other.number })).body.data as { _id: string })
      ._id;
    const refused = await decide(group.creator, id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DUPLICATE_NUMBER);
    expect((await rentalById(server, lead.id))?.number).toBe(lead.number);

    const declined = await decide(group.creator, id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('Correction declined');
    expect((await proposals(group.creator)).body.data).toEqual([]);
    expect(await correctedEntries(lead.id)).toEqual([]);
  });

  it('refuses a proposal for a lead the picker never held, one that changes nothing, and one from a non-picker', async () => {
    const pool = await poolLead();
    const notMine = await propose(group.picker, pool, { client_name: 'Guess' });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe(RENTAL_NOT_FOUND);
    const held = await addRental(server, {
      ...createdBy(group.creator),
      ...heldBy(group.pickers[1], server.clock.now()),
    });
    expect((await propose(group.picker, held, { client_name: 'Guess' })).status).toBe(404);
    const same = await propose(group.pickers[1], held, {});
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(NOTHING_TO_CORRECT);
    expect((await propose(group.creator, held, { client_name: 'Guess' })).status).toBe(403);
    expect(
      await query(server, sql`SELECT id FROM lead_corrections WHERE rental_id IN (${pool.id}, ${held.id})`),
    ).toEqual([]);
  });

  it("replaces the picker's own pending proposal on a lead with its new one", async () => {
    const lead = await addRental(server, {
      ...createdBy(group.creators[1]),
      ...pickedBy(group.picker, server.clock.now()),
    });
    await propose(group.picker, lead, { client_name: 'First Try' });
    await propose(group.picker, lead, { client_name: 'Second Try' });
    const listed = (await proposals(group.creators[1])).body.data as { changes: { to: string }[] }[];
    expect(listed.map((proposal) => proposal.changes[0]?.to)).toEqual(['Second Try']);
  });

  it("erases a client's proposed and corrected values with the client (docs/rules/client-data.md#d13.3)", async () => {
    const lead = await addRental(server, {
      ...createdBy(group.creators[1]),
      ...distinctPlace(),
      ...pickedBy(group.pickers[1], server.clock.now()),
    });
    await propose(group.pickers[1], lead, { client_name: 'Secret Name' });
    expect(
      (await correct(root, lead, { client_name: 'Old Secret', address: '9 Hidden Lane, Miami' })).status,
    ).toBe(200);
    const [before] = await correctedEntries(lead.id);
    expect(before?.after).toMatchObject({ client_name: 'Old Secret', address: '9 Hidden Lane, Miami' });
    const erased = await server.call(clientDataApi.erase, {
      token: root.token,
      body: { number: lead.number, reason: 'Law 81 request' },
    });
    expect(erased.status).toBe(200);
    expect(await query(server, sql`SELECT id FROM lead_corrections WHERE rental_id = ${lead.id}`)).toEqual(
      [],
    );
    // The correction's entry keeps that a correction happened, never the client's old or new values.
    const [after] = await correctedEntries(lead.id);
    expect(after?.before).toEqual({ client_name: ERASED, address: ERASED });
    expect(after?.after).toEqual({ client_name: ERASED, address: ERASED });
    expect(JSON.stringify(after)).not.toMatch(/Secret|Hidden/);
  });
});
