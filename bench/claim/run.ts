/**
 * Claim benchmark: 50 pickers claiming at once over HTTP (fetch, then finish; the pickers run in a child
 * process, as browsers would not share the server's thread), printed beside the same claims run
 * in-process on the same database (on PGlite, through its thread): first through the fetch service (the
 * route's work without HTTP and the sign-in lookup), then as raw SQL (the same `fetch_lead` and
 * `finish_lead` calls, unmapped).
 * PGlite by default; PostgreSQL when DATABASE_URL is set. Targets: on PostgreSQL an HTTP p99 of at most
 * 50 ms and an HTTP rate at least 0.7 of the raw SQL rate; on PGlite a p99 of at most 100 ms in the
 * median round.
 *
 * Each phase runs `--rounds` times, interleaved, and the best and the median round are printed: on a
 * shared machine the best round is the one least disturbed by other work.
 *
 *   npx tsx bench/claim/run.ts [--claims 3000] [--workers 50] [--rounds 3] [--type random|oldest|newest|auto]
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { settings, type UserRow } from '../../server/src/db/schema';
import type { SessionUser } from '../../server/src/lib/caller';
import { claimLead } from '../../server/src/services/leads/claim-lead';
import { finishLead } from '../../server/src/services/leads/finish-lead';
import { DEFAULT_ADMIN_LIMIT, DEFAULT_PICKER_LIMIT, LEADS_TYPES, type LeadsType } from '../../src/contract';
import { measure, type Result, timed } from './measure';
import { freshPlace, seedLeads, seedPickers, startBenchApp } from './setup';

const { values } = parseArgs({
  options: {
    claims: { type: 'string', default: '3000' },
    workers: { type: 'string', default: '50' },
    type: { type: 'string', default: 'random' },
    rounds: { type: 'string', default: '3' },
  },
});
const claims = Number(values.claims);
const rounds = Number(values.rounds);
const workers = Number(values.workers);
const leadsType = values.type as LeadsType;
if (!LEADS_TYPES.includes(leadsType)) throw new Error(`--type must be one of ${LEADS_TYPES.join(', ')}`);

const session = (u: UserRow): SessionUser => ({
  _id: u.id,
  role: u.role,
  email: u.email,
  name: u.name,
  assignFor: u.assignFor,
  adminId: u.adminId,
  teamLeaderId: u.teamLeaderId,
  canBulkUpload: u.canBulkUpload,
});

const place = await freshPlace(process.env.DATABASE_URL);
const app = await startBenchApp(place);

try {
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
  await app.db.update(settings).set({ leadsType }).where(eq(settings.id, 1));
  const warmUp = Math.min(500, claims);

  /** The pickers' HTTP calls come from a child process, as they would from browsers. */
  const overHttp = async (total: number): Promise<Result> => {
    const tokens = (await seedPickers(app.db, workers)).map((p) => app.signAccessToken(p));
    const child = fork(new URL('./http-load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    const result = new Promise<Result>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Result));
      child.once('exit', (code) => reject(new Error(`The HTTP pickers stopped (exit code ${code})`)));
    });
    child.send({ base, tokens, total });
    return result;
  };

  const inProcess = async (
    claim: (picker: SessionUser) => Promise<unknown>,
    finish: (picker: SessionUser) => Promise<unknown>,
  ): Promise<Result> => {
    const pickers = (await seedPickers(app.db, workers)).map(session);
    return measure(workers, claims, async (worker) => {
      const picker = pickers[worker]!;
      const took = await timed(() => claim(picker));
      await finish(picker);
      app.upkeep.noteFinish();
      return took;
    });
  };
  /** The in-process pickers' tokens were all issued as the bench began (the functions check it). */
  const issued = Math.floor(Date.now() / 1000);
  const finishService = (picker: SessionUser) => finishLead(app.db, picker, 'valid', new Date());

  const phases: [string, () => Promise<Result>][] = [
    ['HTTP: fetch (+ finish)', () => overHttp(claims)],
    [
      'in-process: fetch service (+ finish)',
      () => inProcess((picker) => claimLead(app.db, picker, new Date()), finishService),
    ],
    [
      'in-process: raw SQL (+ finish)',
      () =>
        inProcess(
          (picker) =>
            app.db.execute(
              sql`SELECT fetch_lead(${picker._id}, ${issued}::bigint, now(), now() - interval '1 day', random(),
                ${DEFAULT_PICKER_LIMIT}::int, ${DEFAULT_ADMIN_LIMIT}::int)`,
            ),
          (picker) =>
            app.db.execute(sql`SELECT finish_lead(${picker._id}, ${issued}::bigint, 'valid', now())`),
        ),
    ],
  ];
  await seedLeads(app.db, warmUp + phases.length * rounds * claims + workers);
  await overHttp(warmUp);
  const results = phases.map((): Result[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, run]] of phases.entries()) results[i]!.push(await run());
  }

  const byRate = (list: Result[]) => [...list].sort((a, b) => b.perSecond - a.perSecond);
  const best = results.map((list) => byRate(list)[0]!);
  const median = results.map((list) => byRate(list)[list.length >> 1]!);
  const database = place.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const cells = (r: Result) =>
    `${r.perSecond.toFixed(0).padStart(9)}${r.p50.toFixed(1).padStart(8)}${r.p99.toFixed(1).padStart(8)}`;
  console.log(
    `\nClaims on ${database}, leadsType ${leadsType}, ${workers} pickers at once, ${claims} claims a round, ${rounds} rounds`,
  );
  console.log(`${'best round'.padStart(64)}${'median round'.padStart(26)}`);
  const head = `${'claims/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}`;
  console.log(`${''.padEnd(40)}${head}  ${head}`);
  for (const [i, [label]] of phases.entries())
    console.log(`${label.padEnd(40)}${cells(best[i]!)}  ${cells(median[i]!)}`);
  const [http, service, raw] = best as [Result, Result, Result];
  const targets = place.databaseUrl
    ? `HTTP / raw SQL ${(http.perSecond / raw.perSecond).toFixed(2)} (target ≥ 0.7), HTTP p99 ${http.p99.toFixed(0)} ms (target ≤ 50 ms)`
    : `HTTP p99 in the median round ${median[0]!.p99.toFixed(0)} ms (target ≤ 100 ms), HTTP / raw SQL ${(http.perSecond / raw.perSecond).toFixed(2)}`;
  console.log(
    `Best rounds: ${targets}; HTTP / in-process service ${(http.perSecond / service.perSecond).toFixed(2)}`,
  );
} finally {
  await app.close();
  await place.drop();
}
