/**
 * A creator's new lead over HTTP at the seeded size (docs/rules/leads.md#d5.14): every create runs the do-not-contact,
 * number, post and likely-duplicate checks. New leads (each its own post, rent and address), and
 * likely duplicates of a seeded lead (answered 409 with the matches), one after another.
 */
import { leadsApi, pathTo } from '../../src/contract';
import { fmt, time } from './measure';

/** A random start, so a kept folder's earlier runs never hold these numbers or posts. */
const block = 5_000_000_000 + Math.floor(Math.random() * 4_000) * 100_000;
let next = 0;

const form = (likely: boolean) => {
  next += 1;
  const n = block + next;
  return {
    facebook_name: 'fb.bench',
    client_name: 'Bench Client',
    number: `+1${n}`,
    // A seeded lead's rent and address (seed.ts: lead 42) make a likely duplicate of it and its kin.
    rent: likely ? '$692' : `$${n}`,
    houseApt_details: '2 bedrooms, 1 bath',
    address: likely ? 'Calle 42, David' : `Avenida ${n}, Panama`,
    post_link: `https://facebook.com/groups/bench/posts/${n}?mibextid=x`,
  };
};

export async function createLatencies(baseUrl: string, token: string, target: string): Promise<void> {
  const url = `${baseUrl}${pathTo(leadsApi.create)}`;
  const post = (likely: boolean, expected: number) => async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(form(likely)),
    });
    const body = (await response.json()) as { message: string };
    if (response.status !== expected) throw new Error(`create: ${response.status} ${body.message}`);
  };
  const created = await time(post(false, 200), 200, 10);
  const likely = await time(post(true, 409), 200, 10);
  console.log(
    `\n${target}: a creator's new lead over HTTP with its checks, ms p50/p95: created ${fmt(created.p50)}/${fmt(created.p95)}; ` +
      `likely duplicate (409 with matches) ${fmt(likely.p50)}/${fmt(likely.p95)}`,
  );
}
