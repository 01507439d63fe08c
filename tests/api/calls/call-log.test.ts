/**
 * The call log (docs/rules/claiming.md#d5.24): Call or WhatsApp pressed on the held lead starts a call, the picker's
 * return records its time and outcome once, and the lead's calls are read by those who read its conversation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/src/db/raw-rows';
import {
  CALL_LEAD_NOT_HELD,
  CALL_NOT_FOUND,
  CALL_RETURNED,
  type CallRecord,
  callsApi,
  LEAD_EXPORT_PATH,
  type LeadExportRow,
  leadListsApi,
  leadsApi,
  pathTo,
  RENTAL_NOT_FOUND,
  sheetCallsOf,
  sheetLeadOf,
} from '../../../src/contract';
import {
  addRental,
  buildGroup,
  createdBy,
  type Group,
  heldBy,
  type Staff,
  startTestServer,
  superAdminOf,
  type TestServer,
  tokenOf,
} from '../support';

let server: TestServer;
let group: Group;
let other: Group;
let superAdmin: Staff;

const start = (who: Staff, id: string, channel: unknown = 'call') =>
  server.call(callsApi.start, { token: tokenOf(server, who), values: { id }, body: { channel } as never });
const back = (who: Staff, callId: string, outcome?: unknown) =>
  server.call(callsApi.finish, {
    token: tokenOf(server, who),
    values: { callId },
    body: (outcome === undefined ? {} : { outcome }) as never,
  });
const list = (who: Staff, id: string) =>
  server.call(callsApi.list, { token: tokenOf(server, who), values: { id } });

/** A new lead of the group's creator that `picker` holds now; whatever it held before is finished first. */
async function heldLead(picker: Staff) {
  await server.app.db.execute(
    sql`UPDATE rentals SET is_finished = true, number_status = 'valid', finished_date = now()
      WHERE fetcher_id = ${picker.id} AND NOT is_finished`,
  );
  return addRental(server, { ...createdBy(group.creator), ...heldBy(picker, server.clock.now()) });
}

const callRows = (rentalId: string) =>
  rowsOf<{ id: string }>(server.app.db, sql`SELECT id FROM call_log WHERE rental_id = ${rentalId}`);

beforeAll(async () => {
  server = await startTestServer();
  group = await buildGroup(server);
  other = await buildGroup(server);
  superAdmin = await superAdminOf(server);
});
afterAll(() => server.close());

describe('a call from Collect', () => {
  it('starts on the held lead, records the return with its outcome and duration, and shows in the history', async () => {
    const lead = await heldLead(group.picker);
    const started = await start(group.picker, lead.id);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Call started');
    expect(started.body.data).toMatchObject({
      rentalId: lead.id,
      picker: { _id: group.picker.id, name: group.picker.name },
      channel: 'call',
      returnedAt: null,
      durationSeconds: null,
      outcome: null,
    });

    server.clock.advance(95_000);
    const returned = await back(group.picker, started.body.data._id, 'no-answer');
    expect(returned.status).toBe(200);
    expect(returned.body.message).toBe('Call recorded');
    expect(returned.body.data).toMatchObject({ outcome: 'no-answer' });
    expect(returned.body.data.durationSeconds).toBeGreaterThanOrEqual(95);
    expect(returned.body.data.durationSeconds).toBeLessThan(100);

    const history = await list(group.picker, lead.id);
    expect(history.status).toBe(200);
    expect(history.body.data.rental).toEqual({ _id: lead.id, number: lead.number });
    expect(history.body.data.calls).toEqual([returned.body.data]);
  });

  it('records WhatsApp as its channel, and a return without an outcome when the question is closed', async () => {
    const lead = await heldLead(group.picker);
    const first = await start(group.picker, lead.id, 'whatsapp');
    expect(first.body.data.channel).toBe('whatsapp');
    const closed = await back(group.picker, first.body.data._id);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ outcome: null, channel: 'whatsapp' });
    expect(closed.body.data.returnedAt).not.toBeNull();

    server.clock.advance(1000);
    const second = await start(group.picker, lead.id);
    const calls = (await list(group.picker, lead.id)).body.data.calls.map((c: CallRecord) => c._id);
    expect(calls).toEqual([second.body.data._id, first.body.data._id]);
  });
});

describe('refused calls', () => {
  it('a lead the picker does not hold: unknown to another picker (404), no longer held by its last picker (409)', async () => {
    const lead = await heldLead(group.picker);
    const stranger = await start(group.pickers[1], lead.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(RENTAL_NOT_FOUND);

    const finished = await server.call(leadsApi.finish, {
      token: tokenOf(server, group.picker),
      body: { number_status: 'valid' },
    });
    expect(finished.status).toBe(200);
    const after = await start(group.picker, lead.id);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(CALL_LEAD_NOT_HELD);
    expect(await callRows(lead.id)).toEqual([]);
  });

  it('an unknown lead (404) and a bad channel (400) write nothing', async () => {
    const unknown = await start(group.picker, 'no-such-lead');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(RENTAL_NOT_FOUND);

    const lead = await heldLead(group.picker);
    const bad = await start(group.picker, lead.id, 'fax');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Channel is not a valid choice');
    const missing = await start(group.picker, lead.id, '');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Channel is required');
    expect(await callRows(lead.id)).toEqual([]);
  });

  it('only a picker starts a call (403 for the others)', async () => {
    const lead = await heldLead(group.picker);
    for (const who of [group.creator, group.admin, group.pickerLeader, superAdmin]) {
      expect((await start(who, lead.id)).status).toBe(403);
    }
  });

  it('someone else’s call (404), a return told twice (409), a bad outcome (400)', async () => {
    const lead = await heldLead(group.picker);
    const call = (await start(group.picker, lead.id)).body.data;

    const stranger = await back(group.pickers[1], call._id, 'valid');
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(CALL_NOT_FOUND);
    const unknown = await back(group.picker, 'no-such-call');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CALL_NOT_FOUND);

    const bad = await back(group.picker, call._id, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Outcome is not a valid choice');

    expect((await back(group.picker, call._id, 'callback')).status).toBe(200);
    const twice = await back(group.picker, call._id, 'valid');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CALL_RETURNED);
    const history = (await list(group.picker, lead.id)).body.data.calls;
    expect(history).toMatchObject([{ _id: call._id, outcome: 'callback' }]);
  });

  it('an outcome for a lead no longer held is refused (409) and writes nothing; the return alone is recorded', async () => {
    const lead = await heldLead(group.picker);
    const call = (await start(group.picker, lead.id)).body.data;
    await server.call(leadsApi.finish, {
      token: tokenOf(server, group.picker),
      body: { number_status: 'valid' },
    });

    const refused = await back(group.picker, call._id, 'not-interested');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CALL_LEAD_NOT_HELD);
    expect((await list(group.picker, lead.id)).body.data.calls).toMatchObject([
      { returnedAt: null, outcome: null },
    ]);

    const closed = await back(group.picker, call._id);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ outcome: null });
    expect(closed.body.data.returnedAt).not.toBeNull();
  });
});

describe('who reads a lead’s calls', () => {
  it('its picker, its creator, the supervisors whose lists hold it and the super-admin; anyone else 404', async () => {
    const lead = await heldLead(group.picker);
    await start(group.picker, lead.id);
    const readers = [
      group.picker,
      group.creator,
      group.admin,
      group.creatorLeader,
      group.pickerLeader,
      superAdmin,
    ];
    for (const who of readers) {
      const answer = await list(who, lead.id);
      expect(answer.status, who.role).toBe(200);
      expect(answer.body.data.calls).toHaveLength(1);
    }
    const strangers = [
      group.pickers[1],
      group.creators[1],
      group.creatorLeaders[1],
      other.admin,
      other.creatorLeader,
      other.pickerLeader,
      other.picker,
      other.creator,
    ];
    for (const who of strangers) {
      const answer = await list(who, lead.id);
      expect(answer.status, `${who.role} ${who.email}`).toBe(404);
      expect(answer.body.message).toBe(RENTAL_NOT_FOUND);
    }
  });

  it('a picker keeps reading the calls it made once the lead left its hands', async () => {
    const lead = await heldLead(group.picker);
    await start(group.picker, lead.id);
    await heldLead(group.picker);
    await server.app.db.execute(sql`UPDATE rentals SET fetcher_id = null WHERE id = ${lead.id}`);
    expect((await list(group.picker, lead.id)).body.data.calls).toHaveLength(1);
  });
});

describe('a lead’s calls in the leads export', () => {
  it('end each exported row: how many calls and their talk time in seconds', async () => {
    const lead = await heldLead(group.picker);
    const first = (await start(group.picker, lead.id)).body.data;
    server.clock.advance(90_000);
    await back(group.picker, first._id, 'no-answer');
    await start(group.picker, lead.id, 'whatsapp');

    const response = await fetch(`${server.baseUrl}${pathTo(leadListsApi.listAllLeads)}${LEAD_EXPORT_PATH}`, {
      headers: { authorization: tokenOf(server, group.admin) },
    });
    expect(response.status).toBe(200);
    const rows = (await response.text())
      .trim()
      .split('\n')
      .slice(1, -1)
      .map((line) => JSON.parse(line) as LeadExportRow);
    const row = rows.find((r) => sheetLeadOf(r).number === lead.number);
    expect(row && sheetCallsOf(row)).toEqual({ calls: 2, talkSeconds: 90 });
    const uncalled = rows.find((r) => sheetLeadOf(r).number !== lead.number && sheetCallsOf(r).calls === 0);
    expect(uncalled && sheetCallsOf(uncalled)).toEqual({ calls: 0, talkSeconds: 0 });
  });
});
