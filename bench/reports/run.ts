import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { closedRentals, rentals, type UserRow, users } from '../../server/src/db/schema';
import { readReport } from '../../server/src/services/reports/read-report';
import { pathTo, reportsApi } from '../../src/contract';
import { SUPER_ADMIN, startBenchApp } from '../bench-app';
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
const PANAMA_OFFSET_MS = 5 * 60 * 60 * 1000;

const panamaDay = (at: number) => new Date(at - PANAMA_OFFSET_MS).toISOString().slice(0, 10);

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

/** min / median / p95 of `rounds` runs after two unmeasured ones. */
async function timed(task: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 2; i++) await task();
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await task();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]!;
  return `min ${ms[0]!.toFixed(0)}, median ${at(0.5).toFixed(0)}, p95 ${at(0.95).toFixed(0)} ms`;
}

async function bench(target: Target): Promise<void> {
  const org = await seeded(target);
  const app = await startBenchApp(target);
  try {
    const [root] = await app.db.select().from(users).where(eq(users.email, SUPER_ADMIN.email));
    const now = Date.now();
    const query = { startDate: panamaDay(now - (DAYS - 1) * DAY_MS), endDate: panamaDay(now) };
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
      const service = await timed(() => readReport(app.db, caller, query, new Date(now)));
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
