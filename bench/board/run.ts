/**
 * Board benchmark (docs/decisions.md#p76): how long after a claim an admin's live board shows it. Pickers
 * of one admin group claim and finish over HTTP with a think time, while the admin's board listens on
 * its socket and reads the board on each `boardChanged`, as the widget does; all of it in a child
 * process, as browsers would be. Prints the claim → board latency p50/p99 (target p99 ≤ 1 s on PGlite).
 * PGlite by default; PostgreSQL when DATABASE_URL is set.
 *
 *   npx tsx bench/board/run.ts [--pickers 50] [--seconds 20] [--think 1500] [--leads 100000]
 */
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { settings, users } from '../../server/src/db/schema';
import { freshPlace, seedLeads, seedPickers, startBenchApp } from '../claim/setup';
import type { BoardResult, Job } from './load';

const { values } = parseArgs({
  options: {
    pickers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    think: { type: 'string', default: '1500' },
    leads: { type: 'string', default: '100000' },
  },
});
const pickers = Number(values.pickers);
const seconds = Number(values.seconds);
const think = Number(values.think);
const leads = Number(values.leads);

const place = await freshPlace(process.env.DATABASE_URL);
const app = await startBenchApp(place);

try {
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  // Holds last a few seconds here; expiry must not release any while the bench runs.
  await app.db.update(settings).set({ releaseAfter: 0 }).where(eq(settings.id, 1));
  await seedLeads(app.db, leads);
  const team = await seedPickers(app.db, pickers, pickers);
  const [admin] = await app.db.select().from(users).where(eq(users.id, team[0]!.adminId!));
  const job: Job = {
    origin,
    pickerTokens: team.map((picker) => app.signAccessToken(picker)),
    boardToken: app.signAccessToken(admin!),
    seconds,
    think,
  };
  const child = fork(new URL('./load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const result = await new Promise<BoardResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BoardResult));
    child.once('exit', (code) => reject(new Error(`The bench's browsers stopped (exit code ${code})`)));
    child.send(job);
  });

  const latencies = [...result.latencies].sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const database = place.databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nBoard on ${database}: ${pickers} pickers of one admin, ${leads} leads, think ${think} ms, ${seconds} s`,
  );
  console.log(
    `claims ${result.claims} (${(result.claims / seconds).toFixed(1)}/s), board reads ${result.boardReads} ` +
      `(p50 ${result.readP50.toFixed(0)} ms)`,
  );
  console.log(
    `claim → board: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms ` +
      `(target p99 ≤ 1000 ms); claims finished before the board showed them: ${result.unseen}`,
  );
} finally {
  await app.close();
  await place.drop();
}
