/**
 * The claim with two real server processes on one PostgreSQL: 20 pickers fetching at once until the
 * pool is empty, each claim and finish sent in turn to one process, the other or the proxy, so a lead
 * claimed through one is finished through another.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '../../src/contract';
import {
  type Account,
  buildTeam,
  call,
  createLead,
  leadNumber,
  query,
  setLeadsType,
  type Team,
  VIAS,
} from './support/cluster';

const PICKERS = 20;
const LEADS = 60;

let team: Team;
let leads: string[];

beforeAll(async () => {
  team = await buildTeam(PICKERS);
  // Every picker after the oldest lead at once: the most contended order.
  await setLeadsType('oldest');
  leads = [];
  for (let i = 0; i < LEADS; i += 10) {
    const batch = Array.from({ length: 10 }, (_, j) =>
      createLead(VIAS[(i + j) % VIAS.length]!, team.creator, leadNumber(201, i + j)),
    );
    leads.push(...(await Promise.all(batch)).map((lead) => lead._id));
  }
});

/** One picker's session: claim, then finish as valid, each call through the next way in, until refused. */
async function work(picker: Account, first: number) {
  const claimed: string[] = [];
  for (let turn = first; ; turn += 2) {
    const claim = await call(VIAS[turn % 3]!, leadsApi.claim, { token: picker.token });
    if (claim.status !== 200) return { claimed, refusal: [claim.status, claim.body.code] };
    claimed.push(claim.body.data.rental._id);
    const finish = await call(VIAS[(turn + 1) % 3]!, leadsApi.finish, {
      token: picker.token,
      body: { number_status: 'valid' },
    });
    expect(finish.status, finish.body.message).toBe(200);
  }
}

describe('20 pickers claiming through both processes and the proxy at once', () => {
  it('never give one lead twice, and empty the pool', async () => {
    const results = await Promise.all(team.pickers.map((picker, i) => work(picker, i)));
    const all = results.flatMap((r) => r.claimed);
    expect(all.length - new Set(all).size, 'leads given twice').toBe(0);
    expect(all).toEqual(expect.arrayContaining(leads));
    for (const { refusal } of results) expect(refusal).toEqual([404, 'pool-empty']);

    // The database agrees: each lead was finished by the one picker that was given it.
    const claimer = new Map(results.flatMap((r, i) => r.claimed.map((id) => [id, team.pickers[i]!.id])));
    const rows = await query<{ id: string; fetcher_id: string; is_finished: boolean }>(
      'SELECT id, fetcher_id, is_finished FROM rentals WHERE id = ANY($1)',
      [all],
    );
    expect(rows).toHaveLength(all.length);
    for (const row of rows)
      expect(row).toEqual({ id: row.id, fetcher_id: claimer.get(row.id), is_finished: true });
  });
});
