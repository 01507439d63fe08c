/**
 * `--mode baseline --baseline <file>`: today's claim in-process against another version of it, on the
 * same table and under the same load. The file's `claim_lead` (for example the claim before outcomes:
 * `git show <commit>:server/src/db/sql/claim-lead.sql > before.sql`) is installed as
 * `claim_lead_baseline`; each round times `--claims` claims of one, then of the other, by the first
 * `--workers` pickers (each claim followed by today's finish), so a stall of the shared machine spoils
 * both alike. With `--due`, that share of today's claims find a due lead; a version that knows no due
 * leads serves fresh ones. `--workers 1` makes the figures the claim's own time, without queueing.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../server/src/db/schema';
import { dueServed, seedWaiting } from './due-pool';
import { asRawSql, type BenchApp, inProcess } from './in-process';
import type { Result } from './measure';
import { seedLeads } from './setup';

export interface BaselineOptions {
  file: string;
  pickers: UserRow[];
  workers: number;
  claims: number;
  rounds: number;
  due: number;
  /** The claims a second the rounds run at, about: the window their due leads come due over. */
  expectedRate: number;
}

const median = (figures: number[]) => [...figures].sort((a, b) => a - b)[figures.length >> 1]!;
const ms = (figure: number) => `${figure.toFixed(2)} ms`;

export async function againstBaseline(app: BenchApp, options: BaselineOptions): Promise<void> {
  const { workers, claims, rounds, due } = options;
  const source = readFileSync(options.file, 'utf8');
  if (!source.includes('FUNCTION claim_lead('))
    throw new Error(`${options.file} does not define claim_lead: pass a version of claim-lead.sql`);
  await app.db.execute(sql.raw(source.replace('FUNCTION claim_lead(', 'FUNCTION claim_lead_baseline(')));
  await seedLeads(app.db, 2 * rounds * (claims + workers));
  const people = options.pickers.slice(0, workers);
  const versions = [
    { name: 'today', function: 'claim_lead', results: [] as Result[] },
    { name: 'baseline', function: 'claim_lead_baseline', results: [] as Result[] },
  ];
  console.log(
    `\nThe claim in-process, today's against ${options.file}: ${rounds} rounds of ${claims} claims each, ` +
      `${workers} picker${workers === 1 ? '' : 's'} at once`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const version of versions) {
      const from = new Date();
      if (due > 0 && version.name === 'today') {
        const to = new Date(from.getTime() + (claims / options.expectedRate) * 1000);
        await seedWaiting(app.db, people, Math.round(due * claims), from, to);
      }
      const result = await inProcess(app, workers, claims, asRawSql(app, version.function), people);
      version.results.push(result);
      const served = due > 0 ? `, due leads served ${await dueServed(app.db, from)}` : '';
      console.log(
        `  round ${round + 1} ${version.name.padEnd(8)} p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ` +
          `${result.perSecond.toFixed(0)}/s${served}`,
      );
    }
  }
  for (const { name, results } of versions)
    console.log(
      `${name.padEnd(8)} median of the rounds: p50 ${ms(median(results.map((r) => r.p50)))}, ` +
        `p99 ${ms(median(results.map((r) => r.p99)))} (rounds' p99 ${results.map((r) => r.p99.toFixed(1)).join(', ')})`,
    );
}
