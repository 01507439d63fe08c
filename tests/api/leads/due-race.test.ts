/**
 * The claim under load with due leads in the pool (docs/rules/claiming.md#d5.3, docs/rules/claiming.md#d5.5): 20 pickers of two teams claim
 * at once, round after round, from a pool of fresh leads, due personal and team callbacks and due No
 * Answer retries, and end their leads with a mix of outcomes that send some back to wait. No lead is
 * ever held by two pickers, each picker's two fetches at once get the same lead, and every lead ends.
 * With DATABASE_URL, the pickers are split over two server processes sharing the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClaimResult, DEFAULT_SETTINGS, leadsApi, pathTo } from '../../../src/contract';
import {
  addLeads,
  as,
  buildTeam,
  insertLeads,
  type NewLead,
  type Person,
  query,
  type SecondServer,
  setSettings,
  startLeadsServer,
  startSecondServer,
  type TestServer,
} from '../support';

const PICKERS_PER_TEAM = 10;
const MINUTE = 60_000;

let server: TestServer;
let second: SecondServer | undefined;

beforeAll(async () => {
  server = await startLeadsServer();
  if (process.env.DATABASE_URL) second = await startSecondServer(server);
});
afterAll(async () => {
  await second?.close();
  await server.close();
});

type Api = Pick<TestServer, 'api'>;

/** Two fetches at once: the same lead, or the same refusal. */
async function claimTwice(api: Api, picker: Person): Promise<string | null> {
  const [x, y] = await Promise.all([0, 1].map(() => as<ClaimResult>(api, picker, pathTo(leadsApi.claim))));
  expect([x!.status, y!.status]).toEqual([x!.status, x!.status]);
  if (x!.status !== 200) {
    expect(x!.status, x!.body.message).toBe(404);
    return null;
  }
  expect(y!.body.data.rental._id).toBe(x!.body.data.rental._id);
  return x!.body.data.rental._id;
}

/** Ends the held lead one of four ways, by turn: valid, No Answer, a callback for anyone, invalid. */
function ending(turn: number, now: Date) {
  switch (turn % 4) {
    case 1:
      return { outcome: 'no-answer' };
    case 2:
      return {
        outcome: 'callback',
        callbackAt: new Date(now.getTime() + MINUTE).toISOString(),
        callbackFor: 'anyone',
      };
    case 3:
      return { number_status: 'invalid' };
    default:
      return { number_status: 'valid' };
  }
}

describe('20 pickers claiming at once with due callbacks and retries in the pool', () => {
  it('never hands one lead to two pickers, and every lead ends', async () => {
    await setSettings(server, {
      ...DEFAULT_SETTINGS,
      leadsType: 'random',
      noAnswerRetryMinutes: 1,
      maxAttempts: 3,
      callbackGraceMinutes: 1,
      releaseAfter: 0,
    });
    const teams = [
      await buildTeam(server, { pickers: PICKERS_PER_TEAM }),
      await buildTeam(server, { pickers: PICKERS_PER_TEAM }),
    ];
    const pickers = teams.flatMap((team) => team.pickers);
    const past = new Date(server.clock.now().getTime() - 10 * MINUTE);
    const waiting = (fields: NewLead): NewLead => ({ isFetched: true, attempts: 1, dueAt: past, ...fields });
    const due = await addLeads(server, [
      ...pickers.map((picker) =>
        waiting({
          outcome: 'callback',
          callbackPickerId: picker.id,
          callbackLeaderId: picker.user.teamLeaderId,
        }),
      ),
      ...teams.flatMap((team) =>
        Array.from({ length: 10 }, () =>
          waiting({ outcome: 'callback', callbackLeaderId: team.pickers[0]!.user.teamLeaderId }),
        ),
      ),
      ...Array.from({ length: 40 }, () => waiting({ outcome: 'no-answer' })),
    ]);
    const fresh = await insertLeads(server, 100);
    const apis: Api[] = second ? [server, second] : [server];

    let turn = 0;
    for (let round = 0; round < 100; round++) {
      const held = await Promise.all(pickers.map((picker, i) => claimTwice(apis[i % apis.length]!, picker)));
      const leads = held.filter((id): id is string => id !== null);
      if (leads.length === 0) break;
      // Never one lead in two pickers' hands, and the database agrees on each holder.
      expect(new Set(leads).size).toBe(leads.length);
      const holders = await query<{ id: string; fetcher_id: string }>(
        server,
        sql`SELECT id, fetcher_id FROM rentals WHERE id IN ${leads}`,
      );
      for (const row of holders) expect(row.fetcher_id).toBe(pickers[held.indexOf(row.id)]!.id);
      const now = server.clock.now();
      await Promise.all(
        pickers.map(async (picker, i) => {
          if (held[i] === null) return;
          const body = ending(turn++, now);
          const ended = await as(apis[i % apis.length]!, picker, pathTo(leadsApi.finish), {
            method: leadsApi.finish.method,
            body,
          });
          expect(ended.status, ended.body.message).toBe(200);
        }),
      );
      server.clock.advance(2 * MINUTE);
    }

    // Every lead ended: nothing held, nothing waiting; none served more than its attempts allow
    // beyond the callbacks' own serves.
    const all = [...due.map((lead) => lead.id), ...fresh];
    const left = await query<{ n: number }>(
      server,
      sql`SELECT count(*)::int AS n FROM rentals WHERE id IN ${all} AND NOT is_finished`,
    );
    expect(left[0]!.n).toBe(0);
    const unreachable = await query<{ attempts: number }>(
      server,
      sql`SELECT attempts FROM rentals WHERE id IN ${all} AND outcome = 'unreachable'`,
    );
    for (const row of unreachable) expect(row.attempts).toBeGreaterThanOrEqual(3);
  }, 180_000);
});
