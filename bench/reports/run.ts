import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { closedRentals, rentals, type UserRow, users } from '../../server/src/db/schema';
import { panamaDayOf } from '../../server/src/lib/panama-day';
import { readReport } from '../../server/src/services/reports/read-report';
import { pathTo, reportsApi } from '../../src/contract';
import { SUPER_ADMIN, startBenchApp } from '../bench-app';
import { time } from '../leads/measure';
import { loadOrg, type Org, seedLeads, seedOrg } from '../leads/seed';
import { pgliteTarget, postgresTarget, type Target } from '../targets';
import { seedDeals } from './seed-deals';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '20' }, days: { type: 'string', default: '90' } },
});
const ROUNDS = Number(values.rounds);
const DAYS = Number(values.days);
const LEADS = 1_000_000;
const DEALS = 100_000;
const TARGET_MS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds what a kept folder does not hold yet. */
async function seeded(target: Target): Promise<Org> {
  const database = await target.open();
  try {
    const [leads] = await database.db.select({ n: count() }).from(rentals);
    const started = performance.now();
    let org: Org;
    if (leads!.n >= LEADS) {
      org = await loadOrg(database.db);
    } else {
      org = await seedOrg(database.db);
      await seedLeads(database.db, LEADS, new Date(), (done) =>
        process.stdout.write(`\r${target.name}: seeded ${done} leads`),
      );
    }
    const [deals] = await database.db.select({ n: count() }).from(closedRentals);
    if (deals!.n < DEALS) await seedDeals(database.db, DEALS - deals!.n);
    console.log(`\n${target.name}: data ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return org;
  } finally {
    await database.close();
  }
}

/** min / median / p95 of `ROUNDS` runs after two unmeasured ones. */
async function timed(task: () => Promise<unknown>): Promise<string> {
  const { min, p50, p95 } = await time(task, ROUNDS);
  return `min ${min.toFixed(0)}, median ${p50.toFixed(0)}, p95 ${p95.toFixed(0)} ms`;
}

async function bench(target: Target): Promise<void> {
  const org = await seeded(target);
  const app = await startBenchApp(target);
  try {
    const [root] = await app.db.select().from(users).where(eq(users.email, SUPER_ADMIN.email));
    const now = Date.now();
    const query = {
      startDate: panamaDayOf(new Date(now - (DAYS - 1) * DAY_MS)),
      endDate: panamaDayOf(new Date(now)),
    };
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${origin}/api/v1${pathTo(reportsApi.report)}?${new URLSearchParams(query)}`;
    const callers: [string, UserRow][] = [
      ['super-admin, everything', root!],
      ['admin, its group', org.admins[0]!],
      ['creator leader', org.creatorLeaders[0]!],
      ['picker leader', org.pickerLeaders[0]!],
    ];
    console.log(
      `\n${target.name}: ${DAYS}-day report (${query.startDate} to ${query.endDate}), ${ROUNDS} rounds, target ≤ ${TARGET_MS} ms`,
    );
    for (const [name, user] of callers) {
      const caller = { _id: user.id, role: user.role, assignFor: user.assignFor, adminId: user.adminId };
      const service = await timed(() => readReport({ db: app.db, now: () => new Date(now) }, caller, query));
      const token = app.signAccessToken(user);
      const http = await timed(async () => {
        const response = await fetch(url, { headers: { authorization: token } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
      });
      console.log(`${name.padEnd(24)} service: ${service}; HTTP: ${http}`);
    }
  } finally {
    await app.close();
  }
}

const targets = [await pgliteTarget('rl-reports')];
if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL, 'rl-reports'));
for (const target of targets) {
  try {
    await bench(target);
  } finally {
    await target.cleanUp();
  }
}
