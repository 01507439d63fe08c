/**
 * Idempotency keys with two real server processes on one PostgreSQL (docs/rules/claiming.md#d5.25): a Finish replayed
 * on the other process answers the first result, and the same outcome sent to both at once is done once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, leadsApi } from '../../src/contract';
import { type Account, buildTeam, call, createLead, leadNumber, query, type Team } from './support/cluster';

let team: Team;

beforeAll(async () => {
  team = await buildTeam(2);
});

/** `picker` holds a lead: one made for it, or whichever the pool serves first. */
async function hold(picker: Account, i: number): Promise<string> {
  await createLead('a', team.creator, leadNumber(251, i));
  const claimed = await call('a', leadsApi.claim, { token: picker.token });
  expect(claimed.status, claimed.body.message).toBe(200);
  return claimed.body.data.rental._id;
}

const finishOn = (via: 'a' | 'b', picker: Account, key: string, body: object) =>
  call(via, leadsApi.finish, { token: picker.token, body, headers: { [IDEMPOTENCY_HEADER]: key } });

describe('a key across both processes', () => {
  it('a replay on the other process answers the first result', async () => {
    const picker = team.pickers[0]!;
    const id = await hold(picker, 0);
    const key = randomUUID();
    const first = await finishOn('a', picker, key, { number_status: 'valid' });
    expect(first.status, first.body.message).toBe(200);
    const again = await finishOn('b', picker, key, { number_status: 'valid' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.data.rental._id).toBe(id);
  });

  it('the same outcome sent to both at once is done once', async () => {
    const picker = team.pickers[1]!;
    const id = await hold(picker, 1);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      finishOn('a', picker, key, { outcome: 'not-interested' }),
      finishOn('b', picker, key, { outcome: 'not-interested' }),
    ]);
    expect([a.status, b.status], a.body.message).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    const entries = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE target_id = $1 AND action = 'lead-outcome'",
      [id],
    );
    expect(entries[0]!.n).toBe(1);
  });
});
