/**
 * The closed loop: `workers` pickers claiming at once with no pause, over HTTP (fetch, then finish; the
 * pickers in a child process, as browsers would not share the server's thread), beside the same claims
 * run in-process through the claim service and as raw SQL. Its latency is the number of pickers over the
 * rate; the open loop (open-loop.ts) measures latency at a given rate. Targets: on PostgreSQL an HTTP p99
 * of at most 50 ms and an HTTP rate at least 0.7 of the raw SQL rate; on PGlite a p99 of at most 100 ms
 * in the median round.
 *
 * Each phase runs `rounds` times, interleaved, and the best and the median round are printed: on a
 * shared machine the best round is the one least disturbed by other work.
 */
import { fork } from 'node:child_process';
import { asRawSql, type BenchApp, inProcess, throughService } from './in-process';
import type { Result } from './measure';
import { seedLeads, seedPickers } from './setup';

export interface ClosedOptions {
  base: string;
  database: string;
  leadsType: string;
  claims: number;
  workers: number;
  rounds: number;
}

/** A run's rounds best first: the best and the median round of each phase are printed. */
export const byRate = (list: Result[]) => [...list].sort((a, b) => b.perSecond - a.perSecond);

/** `total` cycles by `workers` new pickers over HTTP, from a child process. */
async function overHttp(app: BenchApp, base: string, workers: number, total: number): Promise<Result> {
  const tokens = (await seedPickers(app.db, workers)).map((p) => app.signAccessToken(p));
  const child = fork(new URL('./http-load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const result = new Promise<Result>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Result));
    child.once('exit', (code) => reject(new Error(`The HTTP pickers stopped (exit code ${code})`)));
  });
  child.send({ base, tokens, total });
  return result;
}

/** Runs and prints the closed loop; answers the raw SQL phase's rounds. */
export async function closedLoop(app: BenchApp, options: ClosedOptions): Promise<Result[]> {
  const { base, claims, workers, rounds } = options;
  const phases: [string, () => Promise<Result>][] = [
    ['HTTP: fetch (+ finish)', () => overHttp(app, base, workers, claims)],
    ['in-process: fetch service (+ finish)', () => inProcess(app, workers, claims, throughService(app))],
    ['in-process: raw SQL (+ finish)', () => inProcess(app, workers, claims, asRawSql(app))],
  ];
  const warmUp = Math.min(500, claims);
  await seedLeads(app.db, warmUp + phases.length * rounds * claims + workers);
  await overHttp(app, base, workers, warmUp);
  const results = phases.map((): Result[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, run]] of phases.entries()) results[i]!.push(await run());
  }

  const best = results.map((list) => byRate(list)[0]!);
  const median = results.map((list) => byRate(list)[list.length >> 1]!);
  const cells = (r: Result) =>
    `${r.perSecond.toFixed(0).padStart(9)}${r.p50.toFixed(1).padStart(8)}${r.p99.toFixed(1).padStart(8)}`;
  console.log(
    `\nClosed loop: claims on ${options.database}, leadsType ${options.leadsType}, ${workers} pickers at once, ${claims} claims a round, ${rounds} rounds`,
  );
  console.log(`${'best round'.padStart(64)}${'median round'.padStart(26)}`);
  const head = `${'claims/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}`;
  console.log(`${''.padEnd(40)}${head}  ${head}`);
  for (const [i, [label]] of phases.entries())
    console.log(`${label.padEnd(40)}${cells(best[i]!)}  ${cells(median[i]!)}`);
  const [http, service, raw] = best as [Result, Result, Result];
  const targets =
    options.database === 'PostgreSQL'
      ? `HTTP / raw SQL ${(http.perSecond / raw.perSecond).toFixed(2)} (target ≥ 0.7), HTTP p99 ${http.p99.toFixed(0)} ms (target ≤ 50 ms)`
      : `HTTP p99 in the median round ${median[0]!.p99.toFixed(0)} ms (target ≤ 100 ms), HTTP / raw SQL ${(http.perSecond / raw.perSecond).toFixed(2)}`;
  console.log(
    `Best rounds: ${targets}; HTTP / in-process service ${(http.perSecond / service.perSecond).toFixed(2)}`,
  );
  return results[2]!;
}
