import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type LeadsType, leadsApi } from '../../../src/contract';
import {
  buildTeam,
  insertLeads,
  type Person,
  query,
  setSettings,
  startLeadsServer,
  type TestServer,
} from '../support';

let server: TestServer;
let picker: Person;

beforeAll(async () => {
  server = await startLeadsServer();
  picker = (await buildTeam(server, { pickerLimit: 100_000 })).pickers[0]!;
});
afterAll(() => server.close());
beforeEach(async () => {
  // Each test starts from an empty pool: whatever is left leaves it.
  await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
});

/** Claims (and finishes) `count` leads one after another, returning their ids in claim order. */
async function claimInOrder(leadsType: LeadsType, count: number): Promise<string[]> {
  await setSettings(server, { ...DEFAULT_SETTINGS, leadsType });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const fetched = await server.call(leadsApi.claim, { token: picker.token() });
    expect(fetched.status, fetched.body.message).toBe(200);
    ids.push(fetched.body.data.rental._id);
    await server.call(leadsApi.finish, { token: picker.token(), body: { number_status: 'valid' } });
  }
  return ids;
}

describe('leadsType', () => {
  it('oldest takes the lead created first', async () => {
    const leads = await insertLeads(server, 6);
    expect(await claimInOrder('oldest', 6)).toEqual(leads);
  });

  it('newest takes the lead created last', async () => {
    const leads = await insertLeads(server, 6);
    expect(await claimInOrder('newest', 6)).toEqual([...leads].reverse());
  });

  it('auto takes today’s newest first (Panama day), then the oldest', async () => {
    // The clock stands at 10:00 in Panama on 10 March; that day began at 05:00 UTC.
    const yesterday = await insertLeads(server, 3, {
      from: new Date('2026-03-10T04:59:59.997Z'),
      spacingMs: 1,
    });
    const today = await insertLeads(server, 3, {
      from: new Date('2026-03-10T05:00:00.000Z'),
      spacingMs: 60_000,
    });
    expect(await claimInOrder('auto', 6)).toEqual([...today.reverse(), ...yesterday]);
  });

  it('random spreads the first claim over the pool', async () => {
    const firstPositions = new Set<number>();
    for (let pool = 0; pool < 20; pool++) {
      await query(server, sql`UPDATE rentals SET number_status = 'invalid' WHERE NOT is_fetched`);
      const leads = await insertLeads(server, 10);
      const [first] = await claimInOrder('random', 1);
      firstPositions.add(leads.indexOf(first!));
    }
    // Ten equally likely positions, twenty pools: all twenty the same happens once in 10^19 runs.
    expect(firstPositions.size).toBeGreaterThan(1);
    expect([...firstPositions].every((position) => position >= 0)).toBe(true);
  });

  it('random claims the whole pool and wraps around past the last random key', async () => {
    const leads = await insertLeads(server, 30);
    const claimed = await claimInOrder('random', 30);
    expect(new Set(claimed)).toEqual(new Set(leads));
    expect(claimed).not.toEqual(leads);
    expect(claimed).not.toEqual([...leads].reverse());

    // Every key below any draw: only the wrap-around half of the claim can find them.
    const low = await insertLeads(server, 3);
    await query(server, sql`UPDATE rentals SET rand = 0 WHERE id IN ${low}`);
    expect(new Set(await claimInOrder('random', 3))).toEqual(new Set(low));
  });
});
