/**
 * `kill -9` of a server process in the middle of writes: every lead it answered as created is in the
 * database, the proxy goes on serving from the other process, and the killed one, started again
 * (global-setup.ts restarts it as compose would), serves on the same database.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '../../src/contract';
import {
  type Account,
  buildTeam,
  call,
  cluster,
  leadForm,
  leadNumber,
  originOf,
  query,
  type Via,
} from './support/cluster';

let creator: Account;
let numbers = 0;
const nextNumber = () => leadNumber(301, numbers++);

beforeAll(async () => {
  creator = (await buildTeam(0)).creator;
});

/** Every number the database holds of these. */
async function stored(candidates: string[]): Promise<Set<string>> {
  const rows = await query<{ number: string }>('SELECT number FROM rentals WHERE number = ANY($1)', [
    candidates,
  ]);
  return new Set(rows.map((row) => row.number));
}

describe('kill -9 of one process', () => {
  it('loses no write it acknowledged, and the other serves on through the proxy', async () => {
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let acknowledgedByA = 0;
    let writing = true;

    /** Creates leads one after another through `via`; a process that vanished ends a writer to it. */
    const writer = async (via: Via) => {
      while (writing) {
        const number = nextNumber();
        try {
          const answer = await call(via, leadsApi.create, { token: creator.token, body: leadForm(number) });
          if (answer.status !== 200) refused.push(answer.status);
          else {
            acknowledged.push(number);
            if (via === 'a') acknowledgedByA += 1;
          }
        } catch {
          // The connection broke (a) or nginx answered 502 for the request a had in hand (proxy):
          // unanswered, so the lead may or may not exist.
          if (via === 'a') return;
        }
      }
    };

    const toA = [writer('a'), writer('a'), writer('a')];
    const throughProxy = writer('proxy');
    while (acknowledgedByA < 30) await sleep(10);
    process.kill(cluster.servers.a.pid, 'SIGKILL');
    await Promise.all(toA);
    writing = false;
    await throughProxy;
    await expect(fetch(`${originOf('a')}/healthz`), 'a is gone').rejects.toThrow();

    // a is down: the proxy sends everything to b, retrying there what a could not take.
    const after = Array.from({ length: 20 }, nextNumber);
    for (let i = 0; i < after.length; i += 4) {
      const answers = await Promise.all(
        after
          .slice(i, i + 4)
          .map((number) => call('proxy', leadsApi.create, { token: creator.token, body: leadForm(number) })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }

    expect(refused).toEqual([]);
    expect(acknowledgedByA).toBeGreaterThanOrEqual(30);
    const all = [...acknowledged, ...after];
    expect([...(await stored(all))].sort()).toEqual(all.sort());
  });

  it('leaves nothing in the way of the process started again: it serves on the same database', async () => {
    const until = Date.now() + 30_000;
    while (
      !(await fetch(`${originOf('a')}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      expect(Date.now(), 'a did not come back within 30 s').toBeLessThan(until);
      await sleep(200);
    }
    const number = nextNumber();
    expect((await call('a', leadsApi.create, { token: creator.token, body: leadForm(number) })).status).toBe(
      200,
    );
    expect(await stored([number])).toEqual(new Set([number]));
  });
});
