/**
 * The open loop: claim-and-finish cycles over HTTP arriving at fixed rates (a sweep), each by a picker
 * of a large pool who is free at that moment, as ten thousand pickers pausing a minute between leads
 * would claim (~170 a second). Prints, a rate, the latency of each request from when it was due; the
 * knee, the highest rate whose p99 is at most 100 ms; and the targets: at 300 cycles a second a p99 of
 * at most 50 ms on PostgreSQL and 100 ms on PGlite, and a knee of at least half the raw SQL closed-loop
 * rate measured in the same run.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { UserRow } from '../../server/src/db/schema';
import { dueServed, seedWaiting } from './due-pool';
import type { BenchApp } from './in-process';
import type { Result } from './measure';
import type { OpenJob, OpenResult } from './open-load';
import { seedLeads } from './setup';

export interface OpenOptions {
  base: string;
  database: 'PGlite' | 'PostgreSQL';
  leadsType: string;
  /** Cycles a second, ascending. */
  rates: number[];
  warmUp: number;
  duration: number;
  pickers: UserRow[];
  /** The share of each rate's cycles that finds a due lead waiting (due-pool.ts); 0: none. */
  due: number;
}

const KNEE_P99 = 100;
const TARGET_RATE = 300;
const TARGET_P99 = { PostgreSQL: 50, PGlite: 100 };
const TARGET_KNEE_SHARE = 0.5;

/**
 * A rate whose cycles ended at under nine tenths of their arrivals saturated the server: its queue grew
 * for the whole window, and higher rates would only take minutes to drain and tell nothing more. A p99
 * alone does not stop the sweep: on a shared machine one stall can spoil a rate the server keeps up with.
 */
const saturated = (r: OpenResult) => r.done < 0.9 * r.arrived;

interface Row extends OpenResult {
  /**
   * The server process's CPU (all its threads, PGlite's included; not PostgreSQL's processes) per
   * cycle, in ms: one core's worth over it is the rate the server's own thread caps.
   */
  serverCpu: number;
  /** How busy the server's own thread was (event loop utilisation, 0–1): near 1, it is what caps the rate. */
  serverLoop: number;
  /** The share of the rate's cycles (its warm-up's included) served a due lead. */
  dueShare: number;
}

/** The leads due during one rate's window (`--due`): about that share of its cycles. */
export const dueDuring = (rate: number, window: number, due: number) => Math.round(due * rate * window);

/**
 * One rate, from a child process, on leads seeded for it so every rate starts from a pool of its size,
 * and with `--due` the leads coming due evenly over its window.
 */
async function atRate(app: BenchApp, job: OpenJob, options: OpenOptions): Promise<Row> {
  const window = job.warmUp + job.duration;
  // Poisson arrivals vary by a few hundred over the window: a tenth more is ample.
  await seedLeads(app.db, Math.ceil(job.rate * window * 1.1) + 1_000);
  const from = new Date();
  const to = new Date(from.getTime() + window * 1000);
  await seedWaiting(app.db, options.pickers, dueDuring(job.rate, window, options.due), from, to);
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const child = fork(new URL('./open-load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const result = await new Promise<OpenResult>((resolve, reject) => {
    child.once('message', (message) => resolve(message as OpenResult));
    child.once('exit', (code) => reject(new Error(`The open-loop pickers stopped (exit code ${code})`)));
    child.send(job);
  });
  const used = process.cpuUsage(cpu);
  const serverLoop = performance.eventLoopUtilization(loop).utilization;
  return {
    ...result,
    serverCpu: (used.user + used.system) / 1000 / result.cycles,
    serverLoop,
    dueShare: options.due > 0 ? (await dueServed(app.db, from)) / result.cycles : 0,
  };
}

const ms = (figure: number) => figure.toFixed(1);
const COLUMNS: [string, (r: Row) => string][] = [
  ['rate/s', (r) => String(r.rate)],
  ['arrived/s', (r) => r.arrived.toFixed(0)],
  ['done/s', (r) => r.done.toFixed(0)],
  ['p50 ms', (r) => ms(r.p50)],
  ['p99 ms', (r) => ms(r.p99)],
  ['max ms', (r) => ms(r.max)],
  ['claim p99', (r) => ms(r.claimP99)],
  ['finish p99', (r) => ms(r.finishP99)],
  ['errors', (r) => String(r.errors)],
  ['in flight', (r) => String(r.inFlight)],
  ['late ms', (r) => ms(r.late)],
  ['CPU ms', (r) => r.serverCpu.toFixed(2)],
  ['client ms', (r) => r.clientCpu.toFixed(2)],
  ['loop %', (r) => (r.serverLoop * 100).toFixed(0)],
];
const DUE_COLUMN: (typeof COLUMNS)[number] = ['due %', (r) => (r.dueShare * 100).toFixed(0)];

function printRows(options: OpenOptions, rows: Row[]): void {
  const columns = options.due > 0 ? [...COLUMNS, DUE_COLUMN] : COLUMNS;
  console.log(
    `\nOpen loop on ${options.database}, leadsType ${options.leadsType}: Poisson arrivals of claim-and-finish ` +
      `cycles, ${options.pickers.length} pickers (each cycle by the one free longest), ${options.warmUp} s warm-up then ` +
      `${options.duration} s a rate; latency per request (claims and finishes) from when it was due`,
  );
  console.log(
    "in flight: the most cycles at once; late: the longest a cycle was sent after it was due (the pickers' " +
      "process); CPU: the server process's CPU time per cycle (client: the pickers' process's); loop: how busy the server's thread was" +
      (options.due > 0 ? '; due: the share of cycles served a due lead' : ''),
  );
  console.log(columns.map(([heading]) => heading.padStart(11)).join(''));
  for (const r of rows) console.log(columns.map(([, cell]) => cell(r).padStart(11)).join(''));
  for (const rate of options.rates.slice(rows.length))
    console.log(`${String(rate).padStart(11)}  not run: a lower rate saturated the server`);
  for (const r of rows) {
    if (r.errors > 0) console.log(`At ${r.rate}/s, ${r.errors} errors; the first: ${r.firstError}`);
    if (r.starved > 0)
      console.log(`At ${r.rate}/s, ${r.starved} cycles waited for a free picker: use more --pickers`);
  }
}

const word = (pass: boolean) => (pass ? 'pass' : 'FAIL');

function printVerdict(options: OpenOptions, rows: Row[], raw: Result[]): void {
  const within = (r: Row) => r.p99 <= KNEE_P99 && r.errors === 0;
  const knee = rows.findLast(within)?.rate;
  // On a shared machine a stall can spoil one rate below the knee: its late ms tells.
  const spoiled = rows
    .filter((r) => knee !== undefined && r.rate < knee && !within(r))
    .map((r) => `${r.rate}/s`);
  const rawRounds = [...raw].sort((a, b) => b.perSecond - a.perSecond);
  const rawRates = rawRounds.map((r) => r.perSecond);
  const rawMedian = rawRates[rawRates.length >> 1]!;
  const medianRound = rawRounds[rawRounds.length >> 1]!;
  const kneeText =
    knee === undefined
      ? `below ${rows[0]!.rate}/s`
      : `${knee}/s${knee === rows.at(-1)!.rate ? ' or more (the highest rate run)' : ''}` +
        (spoiled.length > 0 ? ` (over it at the lower ${spoiled.join(', ')})` : '');
  console.log(
    `Knee (the highest rate with a p99 of at most ${KNEE_P99} ms and no error): ${kneeText}; ` +
      `raw SQL closed loop in-process, median round ${rawMedian.toFixed(0)}/s ` +
      `(best ${rawRates[0]!.toFixed(0)}/s, ${raw.length} rounds), its claims' p50 ${ms(medianRound.p50)} ms, ` +
      `p99 ${ms(medianRound.p99)} ms`,
  );

  const { database, rates } = options;
  const target = `target p99 ≤ ${TARGET_P99[database]} ms on ${database}`;
  const atTarget = rows.find((r) => r.rate === TARGET_RATE);
  const rateText = atTarget
    ? `p99 ${ms(atTarget.p99)} ms at ${TARGET_RATE}/s (${target}): ` +
      word(atTarget.p99 <= TARGET_P99[database] && atTarget.errors === 0)
    : rates.includes(TARGET_RATE)
      ? `${TARGET_RATE}/s not run (${target}): FAIL`
      : `${TARGET_RATE}/s not in --rates: ${target} not measured`;
  const kneeShare = (knee ?? 0) / rawMedian;
  console.log(
    `Targets: ${rateText}; knee ÷ raw SQL ${kneeShare.toFixed(2)} (target ≥ ${TARGET_KNEE_SHARE}): ` +
      word(kneeShare >= TARGET_KNEE_SHARE),
  );
}

/** Runs and prints the sweep; `raw` is the raw SQL closed loop's rounds of the same run. */
export async function openLoop(app: BenchApp, options: OpenOptions, raw: Result[]): Promise<void> {
  const { base, warmUp, duration } = options;
  const rows: Row[] = [];
  for (const rate of options.rates) {
    // Access tokens expire (15 minutes): each rate's are new.
    const tokens = options.pickers.map((picker) => app.signAccessToken(picker));
    const row = await atRate(app, { base, tokens, rate, warmUp, duration }, options);
    rows.push(row);
    if (saturated(row)) break;
  }
  printRows(options, rows);
  printVerdict(options, rows, raw);
}
