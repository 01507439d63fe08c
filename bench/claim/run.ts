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
 *             [--pickers 10000]
 *     closed: [--claims 3000] [--workers 50] [--rounds 3] (the raw SQL closed loop's too)
 *     either: [--do-not-contact 0] numbers on the do-not-contact list first (rule D5.13)
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { settings } from '../../server/src/db/schema';
import { LEADS_TYPES, type LeadsType } from '../../src/contract';
import { closedLoop } from './closed-loop';
import { rawSqlRounds } from './in-process';
import { openLoop } from './open-loop';
import { freshPlace, seedDoNotContact, startBenchApp } from './setup';

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
  },
});
const mode = values.mode;
if (mode !== 'open' && mode !== 'closed' && mode !== 'both')
  throw new Error('--mode must be open, closed or both');
const leadsType = values.type as LeadsType;
if (!LEADS_TYPES.includes(leadsType)) throw new Error(`--type must be one of ${LEADS_TYPES.join(', ')}`);
const rates = values.rates.split(',').map(Number);
if (rates.some((rate) => !(rate > 0))) throw new Error('--rates must be positive numbers, e.g. 100,200,300');
rates.sort((a, b) => a - b);
const claims = Number(values.claims);
const workers = Number(values.workers);
const rounds = Number(values.rounds);

const place = await freshPlace(process.env.DATABASE_URL);
const app = await startBenchApp(place);

try {
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;
  await app.db.update(settings).set({ leadsType }).where(eq(settings.id, 1));
  const listed = Number(values['do-not-contact']);
  await seedDoNotContact(app.db, listed);
  console.log(`Do-not-contact list: ${listed.toLocaleString('en-US')} numbers`);
  const database = place.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const raw =
    mode === 'open'
      ? await rawSqlRounds(app, workers, claims, rounds)
      : await closedLoop(app, { base, database, leadsType, claims, workers, rounds });
  if (mode !== 'closed') {
    await openLoop(
      app,
      {
        base,
        database,
        leadsType,
        rates,
        warmUp: Number(values.warmup),
        duration: Number(values.duration),
        pickers: Number(values.pickers),
      },
      raw,
    );
  }
} finally {
  await app.close();
  await place.drop();
}
