/**
 * The kept counters of outcomes and skips (migration 0028, docs/rules/claiming.md#d5.5, docs/rules/reports.md#d11.6): after outcomes, skips,
 * a make-invalid, an import of ended leads and deletes they equal a fresh count of the leads and the
 * pickers' returns, which is what the migration's back-fill computes for a database that had them.
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLeads,
  createdBy,
  endHold,
  type Group,
  pickedBy,
  query,
  type Staff,
  setSettings,
} from '../support';
import { type ClockedServer, startReportWorld } from './work';

let server: ClockedServer;
let a: Group;
let b: Group;

beforeAll(async () => {
  ({ server, a, b } = await startReportWorld());
});
afterAll(() => server.close());

const MIGRATION = new URL('../../../server/drizzle/0028_report_outcomes.sql', import.meta.url);
const COLUMNS = [
  'outcome_no_answer',
  'outcome_callback',
  'outcome_not_interested',
  'outcome_do_not_contact',
  'outcome_unreachable',
  'skips',
];

/** The migration's back-fill: everything after its marker comment. */
async function backFill(): Promise<string> {
  const text = await readFile(MIGRATION, 'utf8');
  return text.slice(text.indexOf('-- The outcomes and skips already there'));
}

/** Each counter row's outcomes and skips, rows without any left out. */
async function counters() {
  const list = sql.raw(COLUMNS.join(', '));
  const some = sql.raw(COLUMNS.map((column) => `${column} <> 0`).join(' OR '));
  return query<Record<string, unknown>>(
    server,
    sql`SELECT side, day::text, person_id, admin_id, leader_id, ${list} FROM report_days WHERE ${some}
      ORDER BY side, day, admin_id, leader_id, person_id`,
  );
}

async function recounted() {
  await query(server, sql.raw(`UPDATE report_days SET ${COLUMNS.map((c) => `${c} = 0`).join(', ')}`));
  await query(server, sql.raw(await backFill()));
  return counters();
}

const MINUTE = 60_000;

async function end(picker: Staff, ending: Parameters<typeof endHold>[2], fields = {}) {
  server.clock.advance(MINUTE);
  return endHold(server, picker, ending, fields);
}

describe('the outcome counters', () => {
  it('equal a fresh count after outcomes, skips, a make-invalid, an import and a deleted return', async () => {
    server.clock.set('2026-03-08T15:00:00.000Z');
    await end(a.pickers[0], 'no-answer', createdBy(a.creators[0]));
    await end(a.pickers[0], { callbackAt: '2026-03-09T15:00:00.000Z' });
    const refused = await end(a.pickers[1], 'not-interested', createdBy(b.creators[0]));
    await end(a.pickers[1], 'do-not-contact');
    await end(b.pickers[0], { skip: 'knows-client' });
    await end(b.pickers[0], { skip: 'other', note: 'A shop, not a flat' });
    // 23:30 in Panama: still the 8th.
    server.clock.set('2026-03-09T04:30:00.000Z');
    await setSettings(server, { maxAttempts: 1 });
    await end(b.pickers[1], 'no-answer');
    await end(b.pickers[1], 'valid');
    // A number found invalid after its Not Interested still counts that outcome.
    await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE id = ${refused}`);
    // Leads written in one statement, ended for good (the statement trigger counts them).
    const at = new Date('2026-03-07T15:00:00.000Z');
    await addLeads(server, [
      { ...pickedBy(a.pickers[0], at), numberStatus: null, outcome: 'unreachable', attempts: 3 },
      { ...pickedBy(b.pickers[0], at), numberStatus: null, outcome: 'do-not-contact', attempts: 1 },
    ]);
    // A return taken away takes its count with it.
    await query(server, sql`DELETE FROM lead_returns WHERE kind = 'skipped' AND note IS NOT NULL`);

    const kept = await counters();
    expect(kept.length).toBeGreaterThanOrEqual(6);
    expect(kept.find((row) => row.person_id === b.pickers[0].id && row.day === '2026-03-08')).toMatchObject({
      skips: 1,
    });
    expect(kept.find((row) => row.person_id === b.pickers[1].id)).toMatchObject({
      day: '2026-03-08',
      outcome_unreachable: 1,
      outcome_no_answer: 0,
    });
    expect(kept.filter((row) => row.side === 'creators')).toEqual([]);
    expect(await recounted()).toEqual(kept);
  });

  it('come back to zero when every return and lead is deleted', async () => {
    await query(server, sql`DELETE FROM lead_returns`);
    await query(server, sql`DELETE FROM lead_releases`);
    await query(server, sql`DELETE FROM rentals`);
    expect(await counters()).toEqual([]);
  });
});
