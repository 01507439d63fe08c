/**
 * Retention (docs/rules/client-data.md#d13.4): `retentionMonths` (0 = off, 0–120, the super-admin's setting) anonymises,
 * once a Panama day, leads that ended invalid, not interested or unreachable and failed deals whose
 * end is older than that; one audit entry a run that changed anything; counts unchanged. The run is
 * the service the scheduler calls, driven here by the test's clock; one test shows the timer calls it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalRow } from '../../../server/src/db/schema';
import { runRetention } from '../../../server/src/plugins/retention';
import { DEFAULT_SETTINGS, dealsApi, reportsApi, settingsApi } from '../../../src/contract';
import { entriesSince, markOf } from '../audit/entries';
import {
  addRental,
  buildGroup,
  closeDeal,
  createdBy,
  type Group,
  login,
  pickedBy,
  query,
  rentalById,
  SUPER_ADMIN,
  setSettings,
  startTestServer,
  type TestServer,
} from '../support';

const DAY = 86_400_000;
let server: TestServer;
let group: Group;
let root: string;

beforeAll(async () => {
  server = await startTestServer({ retentionCheckMs: 0 });
  group = await buildGroup(server);
  root = (await login(server, SUPER_ADMIN.email, SUPER_ADMIN.password)).accessToken;
});
afterAll(() => server.close());

describe('the setting', () => {
  const save = (retentionMonths: unknown) =>
    server.call(settingsApi.update, { token: root, body: { ...DEFAULT_SETTINGS, retentionMonths } });

  it('is 0 (off) by default, saved by the super-admin, 0 to 120 whole months', async () => {
    expect((await server.call(settingsApi.get, { token: root })).body.data.retentionMonths).toBe(0);
    expect((await save(12)).body.data.retentionMonths).toBe(12);
    for (const wrong of [121, -1, 1.5]) {
      const refused = await save(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.path).toBe('retentionMonths');
    }
    expect((await server.call(settingsApi.get, { token: root })).body.data.retentionMonths).toBe(12);
    // Admins never reach the settings.
    const byAdmin = await server.call(settingsApi.update, {
      token: group.admin.token,
      body: { ...DEFAULT_SETTINGS, retentionMonths: 0 },
    });
    expect(byAdmin.status).toBe(403);
    expect((await save(0)).status).toBe(200);
  });
});

describe('a run', () => {
  let keptWhileOff: RentalRow;
  it('does nothing while retention is off', async () => {
    const lead = await addRental(server, {
      ...pickedBy(group.picker, new Date(server.clock.now().getTime() - 400 * DAY), 'invalid'),
    });
    expect(await runRetention(server.app)).toBeUndefined();
    expect((await rentalById(server, lead.id))!.clientName).toBe('Client Name');
    keptWhileOff = lead;
  });

  it('anonymises what ended before the cutoff, once a day, with one audit entry and the counts unchanged', async () => {
    const now = server.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const picked = (days: number, status: 'valid' | 'invalid' = 'valid') => ({
      ...createdBy(group.creator),
      ...pickedBy(group.picker, ago(days), status),
    });
    const invalid = await addRental(server, picked(200, 'invalid'));
    const notInterested = await addRental(server, {
      ...picked(200),
      numberStatus: null,
      outcome: 'not-interested',
    });
    const unreachable = await addRental(server, {
      ...picked(200),
      numberStatus: null,
      outcome: 'unreachable',
    });
    const recent = await addRental(server, {
      ...picked(-100),
      numberStatus: null,
      outcome: 'not-interested',
    });
    const valid = await addRental(server, picked(200));
    const failedLead = await addRental(server, picked(0));
    const doneLead = await addRental(server, picked(0));
    const failed = await closeDeal(server, group.picker, failedLead);
    const done = await closeDeal(server, group.picker, doneLead);
    for (const [deal, status] of [
      [failed, 'failed'],
      [done, 'done'],
    ] as const) {
      const set = await server.call(dealsApi.finalClose, {
        token: root,
        values: { id: deal._id },
        body: { status },
      });
      expect(set.status).toBe(200);
    }
    // Seven months on: the deal failed 213 days ago, the old leads ended 413 days ago, the recent one 113.
    server.clock.advance(213 * DAY);
    await setSettings(server, { retentionMonths: 6 });
    const report = async () => (await server.call(reportsApi.report, { token: root, query: {} })).body.data;
    const reportBefore = await report();
    const mark = await markOf(server);

    const run = await runRetention(server.app);
    expect(run).toEqual({ retentionMonths: 6, leads: 5, deals: 1, images: 1, messages: 0 });
    // The lead left while retention was off goes now too.
    const erased = [invalid, notInterested, unreachable, failedLead, keptWhileOff];
    for (const lead of erased)
      expect(await rentalById(server, lead.id)).toMatchObject({
        clientName: 'Erased',
        number: `erased-${lead.id}`,
      });
    for (const lead of [recent, valid, doneLead])
      expect((await rentalById(server, lead.id))!.clientName).toBe('Client Name');
    const deals = await query<{ id: string; client_name: string; closing_image: string }>(
      server,
      sql`SELECT id, client_name, closing_image FROM closed_rentals ORDER BY client_name`,
    );
    expect(deals.find((d) => d.id === failed._id)).toMatchObject({
      client_name: 'Erased',
      closing_image: '',
    });
    expect(deals.find((d) => d.id === done._id)!.closing_image).not.toBe('');
    expect(await report()).toEqual(reportBefore);

    const entries = await entriesSince(server, mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'client-data-retention',
      actorId: null,
      targetKind: 'client',
      targetLabel: 'Retention',
      after: { retentionMonths: 6, leads: 5, deals: 1, images: 1, messages: 0 },
      adminId: null,
    });

    // Once a day: another call (another process) the same day does nothing.
    expect(await runRetention(server.app)).toBeUndefined();
    // The next day finds nothing new to do and writes no entry.
    server.clock.advance(DAY);
    const next = await markOf(server);
    expect(await runRetention(server.app)).toEqual({
      retentionMonths: 6,
      leads: 0,
      deals: 0,
      images: 0,
      messages: 0,
    });
    expect(await entriesSince(server, next)).toEqual([]);
    await setSettings(server, { retentionMonths: 0 });
  });
});

describe('the scheduler', () => {
  it('calls the run on its own, and only once a day', async () => {
    const scheduled = await startTestServer({ retentionCheckMs: 50 });
    try {
      const picker = (await buildGroup(scheduled)).picker;
      const old = new Date(scheduled.clock.now().getTime() - 100 * DAY);
      const lead = await addRental(scheduled, { ...pickedBy(picker, old, 'invalid') });
      await setSettings(scheduled, { retentionMonths: 1 });
      await expect
        .poll(async () => (await rentalById(scheduled, lead.id))!.clientName, { timeout: 5_000 })
        .toBe('Erased');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const runs = await query<{ n: number }>(
        scheduled,
        sql`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'client-data-retention'`,
      );
      expect(runs[0]!.n).toBe(1);
    } finally {
      await scheduled.close();
    }
  });
});
