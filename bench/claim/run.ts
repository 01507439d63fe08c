/**
 * Claim benchmark, PGlite by default, PostgreSQL when DATABASE_URL is set. `--mode open` (the default)
 * sweeps rates of claim-and-finish cycles arriving as a large pool of pausing pickers would send them
 * (open-loop.ts); `--mode closed` runs `--workers` pickers claiming with no pause, beside the same claims
 * in-process (closed-loop.ts); `--mode both` runs the closed loop, then the sweep. Either mode measures
 * the raw SQL closed loop (`claim_lead` and `finish_lead` called in-process), which the open loop's knee
 * is compared with.
 *
 *   npx tsx bench/claim/run.ts [--mode open|closed|both] [--type random|oldest|newest|auto]
 *     open:   [--rates 100,150,200,250,300,350,400,500,600,800,1000,1200] [--duration 20] [--warmup 2]
 *             [--pickers 10000] [--leads 1000000] [--due 0.2]
 *     closed: [--claims 3000] [--workers 50] [--rounds 3] (the raw SQL closed loop's too)
 *     baseline: --baseline <claim-lead.sql of another version> [--leads] [--due] [--workers 1]
 *             [--claims] [--rounds] (baseline.ts)
 *     either: [--do-not-contact 0] numbers on the do-not-contact list first (docs/rules/do-not-contact.md#d5.13)
 *
 * `--leads` fills the table to about that many leads before the sweep, the open loop's pickers' finished
 * history; `--due` makes that share of each rate's cycles find a lead due to be served again (No Answer
 * retries, team and personal callbacks, coming due over the rate's window), beside ten times as many
 * waiting leads not yet due and a tenth of the pickers with a skip today (due-pool.ts).
 */
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { rentals, settings } from '../../server/src/db/schema';
import { LEADS_TYPES, type LeadsType } from '../../src/contract';
import { againstBaseline } from './baseline';
import { closedLoop } from './closed-loop';
import { seedHistory, seedSkips, seedWaiting } from './due-pool';
import { rawSqlRounds } from './in-process';
import { dueDuring, openLoop } from './open-loop';
import { freshPlace, seedDoNotContact, seedPickers, startBenchApp } from './setup';

/**
 * The bench's process is the server's (the pickers run in a child process): the highest RSS sampled four
 * times a second while the sweep runs, in MB, leaving out the seeding's own memory.
 */
function rssSampler(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(Math.max(peak, process.memoryUsage.rss()) / 2 ** 20);
    },
  };
}

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'open' },
    type: { type: 'string', default: 'random' },
    rates: { type: 'string', default: '100,150,200,250,300,350,400,500,600,800,1000,1200' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    pickers: { type: 'string', default: '10000' },
    claims: { type: 'string', default: '3000' },
    workers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    'do-not-contact': { type: 'string', default: '0' },
    leads: { type: 'string', default: '0' },
    due: { type: 'string', default: '0' },
    baseline: { type: 'string' },
  },
});
const mode = values.mode;
if (mode !== 'open' && mode !== 'closed' && mode !== 'both' && mode !== 'baseline')
  throw new Error('--mode must be open, closed, both or baseline');
if ((mode === 'baseline') !== (values.baseline !== undefined))
  throw new Error('--baseline <claim-lead.sql> goes with --mode baseline, and only with it');
const leadsType = values.type as LeadsType;
if (!LEADS_TYPES.includes(leadsType)) throw new Error(`--type must be one of ${LEADS_TYPES.join(', ')}`);
const rates = values.rates.split(',').map(Number);
if (rates.some((rate) => !(rate > 0))) throw new Error('--rates must be positive numbers, e.g. 100,200,300');
rates.sort((a, b) => a - b);
const claims = Number(values.claims);
const workers = Number(values.workers);
const rounds = Number(values.rounds);
const leads = Number(values.leads);
const due = Number(values.due);
if (!(leads >= 0)) throw new Error('--leads must be a number of leads, e.g. 1000000');
if (!(due >= 0 && due <= 1)) throw new Error('--due must be a share between 0 and 1, e.g. 0.2');
if (mode === 'closed' && (leads > 0 || due > 0)) throw new Error('--leads and --due are for the open loop');
const warmUp = Number(values.warmup);
const duration = Number(values.duration);
const DAY_MS = 86_400_000;
/** About the raw SQL closed loop's rate on PGlite here (docs/benchmarks.md): the window its due leads come due over. */
const RAW_RATE = 700;

const place = await freshPlace(process.env.DATABASE_URL);
const app = await startBenchApp(place);

try {
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
  await app.db.update(settings).set({ leadsType }).where(eq(settings.id, 1));
  const listed = Number(values['do-not-contact']);
  await seedDoNotContact(app.db, listed);
  console.log(`Do-not-contact list: ${listed.toLocaleString('en-US')} numbers`);
  const database = place.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const pickers = mode === 'closed' ? [] : await seedPickers(app.db, Number(values.pickers));
  if (due > 0) {
    // Ten times as many waiting leads as the run will find due.
    const later =
      10 *
      (mode === 'baseline'
        ? Math.round(due * claims * rounds)
        : rates.reduce((sum, rate) => sum + dueDuring(rate, warmUp + duration, due), 0));
    const now = Date.now();
    await seedWaiting(app.db, pickers, later, new Date(now + DAY_MS / 24), new Date(now + 7 * DAY_MS));
  }
  const [held] = await app.db.select({ n: count() }).from(rentals);
  if (leads > held!.n) {
    const started = performance.now();
    await seedHistory(app.db, pickers, leads - held!.n);
    console.log(
      `Seeded ${leads - held!.n} finished leads in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  if (due > 0) await seedSkips(app.db, pickers);
  if (mode === 'baseline') {
    const file = values.baseline!;
    await againstBaseline(app, { file, pickers, workers, claims, rounds, due, expectedRate: RAW_RATE });
  }
  const raw =
    mode === 'baseline'
      ? []
      : mode === 'open'
        ? await rawSqlRounds(
            app,
            workers,
            claims,
            rounds,
            due > 0 ? { share: due, pickers, expectedRate: RAW_RATE } : undefined,
          )
        : await closedLoop(app, { base, database, leadsType, claims, workers, rounds });
  if (mode === 'open' || mode === 'both') {
    const memory = rssSampler();
    await openLoop(
      app,
      {
        base,
        database,
        leadsType,
        rates,
        warmUp,
        duration,
        pickers,
        due,
      },
      raw,
    );
    console.log(`Peak RSS of the server's process during the sweep: ${memory.stop()} MB`);
  }
} finally {
  await app.close();
  await place.drop();
}
