/**
 * Claims run in the server's own process, without HTTP (on PGlite through its thread): through the fetch
 * service, the route's work without HTTP and the sign-in lookup, or as raw SQL, the same `claim_lead` and
 * `finish_lead` calls unmapped. Closed loop: each worker claims again as soon as its finish is done.
 */
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../server/src/db/schema';
import type { VerifiedClaims } from '../../server/src/lib/caller';
import { claimLead } from '../../server/src/services/leads/claim-lead';
import { finishLead } from '../../server/src/services/leads/finish-lead';
import { DEFAULT_ADMIN_LIMIT, DEFAULT_PICKER_LIMIT } from '../../src/contract';
import { seedWaiting } from './due-pool';
import { measure, type Result, timed } from './measure';
import { seedLeads, seedPickers, type startBenchApp } from './setup';

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/** What the services read of an access token. */
type Picker = Pick<VerifiedClaims, '_id' | 'iat'>;

export interface Way {
  claim(picker: Picker): Promise<unknown>;
  finish(picker: Picker): Promise<unknown>;
}

/**
 * `claims` claim-and-finish cycles by `workers` pickers at once, timing each claim: the pickers given,
 * else new ones.
 */
export async function inProcess(
  app: BenchApp,
  workers: number,
  claims: number,
  way: Way,
  people?: UserRow[],
): Promise<Result> {
  // The functions refuse a token a password reset ended (docs/decisions.md#p92): these pickers never reset theirs.
  const iat = Math.floor(Date.now() / 1000);
  const pickers = (people ?? (await seedPickers(app.db, workers))).map(
    (user): Picker => ({ _id: user.id, iat }),
  );
  return measure(workers, claims, async (worker) => {
    const picker = pickers[worker]!;
    const took = await timed(() => way.claim(picker));
    await way.finish(picker);
    return took;
  });
}

export const throughService = (app: BenchApp): Way => ({
  claim: (picker) => claimLead(app.deps, picker),
  finish: (picker) => finishLead(app.deps, picker, { number_status: 'valid' }),
});

/** The claim and finish functions called unmapped; `claimFunction` names another claim to time. */
export const asRawSql = (app: BenchApp, claimFunction = 'claim_lead'): Way => ({
  claim: (picker) =>
    app.db.execute(
      sql`SELECT ${sql.raw(claimFunction)}(${picker._id}, ${picker.iat}::bigint, now(), now() - interval '1 day', random(),
        ${DEFAULT_PICKER_LIMIT}::int, ${DEFAULT_ADMIN_LIMIT}::int)`,
    ),
  finish: async (picker) => {
    await app.db.execute(
      sql`SELECT finish_lead(${picker._id}, ${picker.iat}::bigint, 'valid', now(), NULL::timestamptz, true, NULL::text)`,
    );
    // As the service raises it: on PGlite the upkeep counts finishes and vacuums after enough of them,
    // without which dead rows pile up in the pool's indexes and claims slow down (docs/decisions.md#p29).
    app.events.emit('leadFinished', { pickerId: picker._id });
  },
});

/**
 * The raw SQL closed loop alone, `rounds` times, for the open loop to be compared with. With `due`
 * (`--due`), by the first `workers` of the open loop's pickers, with that share of the claims finding
 * a due lead (due-pool.ts), coming due over about the time the rounds take at `expectedRate`.
 */
export async function rawSqlRounds(
  app: BenchApp,
  workers: number,
  claims: number,
  rounds: number,
  due?: { share: number; pickers: UserRow[]; expectedRate: number },
) {
  await seedLeads(app.db, rounds * (claims + workers));
  const people = due?.pickers.slice(0, workers);
  if (due && people) {
    const from = new Date();
    const to = new Date(from.getTime() + ((rounds * claims) / due.expectedRate) * 1000);
    await seedWaiting(app.db, people, Math.round(due.share * rounds * claims), from, to);
  }
  const results: Result[] = [];
  for (let round = 0; round < rounds; round++)
    results.push(await inProcess(app, workers, claims, asRawSql(app), people));
  return results;
}
