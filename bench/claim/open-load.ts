/**
 * The open-loop HTTP pickers of one rate, in their own process as browsers would be. Claim-and-finish
 * cycles arrive at `rate` a second, Poisson (exponential gaps), whether or not earlier ones were answered;
 * each goes to the picker free longest (a queue: a picker that finished pauses until its turn comes
 * again). Each request's latency runs from when it was due, not from when it was sent, so a queue in this
 * process counts too (no coordinated omission): a claim from its cycle's arrival, a finish from its
 * claim's answer. Cycles arriving during `warmUp` seconds are not counted, those in the next `duration`
 * seconds are, and the answer waits for every cycle to end. Receives an OpenJob, answers an OpenResult.
 */
import { Agent } from 'node:http';
import { claim, finish } from './http-call';
import { percentile } from './measure';

export interface OpenJob {
  base: string;
  tokens: string[];
  rate: number;
  warmUp: number;
  duration: number;
}

export interface OpenResult {
  rate: number;
  /** Every cycle sent, the warm-up's included. */
  cycles: number;
  /** Cycles a second that arrived in the counted window (Poisson: near `rate`, not exactly). */
  arrived: number;
  /** Counted cycles a second that ended, from the window's start to the last one's end. */
  done: number;
  /** Per request, claims and finishes together, in ms. */
  p50: number;
  p99: number;
  max: number;
  claimP99: number;
  finishP99: number;
  errors: number;
  firstError: string | undefined;
  /** The most cycles in flight at once: the pool of pickers must exceed it. */
  inFlight: number;
  /** Cycles that found no picker free and waited for one (the pool was too small). */
  starved: number;
  /** The longest a cycle was sent after it was due: this process's own lag. */
  late: number;
  /**
   * This process's CPU per cycle, in ms: on the bench's machine the pickers take it from the server,
   * where browsers on their own machines would take none.
   */
  clientCpu: number;
}

/** Enough that requests never wait for a socket here, so the server sees the arrivals as they come. */
const SOCKETS = 1024;

process.once('message', async ({ base, tokens, rate, warmUp, duration }: OpenJob) => {
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS, maxFreeSockets: SOCKETS });
  const free = [...tokens];
  let next = 0;
  const waiting: ((token: string) => void)[] = [];
  const claims: number[] = [];
  const finishes: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let inFlight = 0;
  let most = 0;
  let starved = 0;
  let late = 0;
  let lastEnd = 0;

  const take = (): Promise<string> | string => {
    if (next < free.length) return free[next++]!;
    starved += 1;
    return new Promise((resolve) => waiting.push(resolve));
  };
  const giveBack = (token: string) => {
    const waiter = waiting.shift();
    if (waiter) waiter(token);
    else free.push(token);
  };

  const cycle = async (due: number, counted: boolean) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    const token = await take();
    try {
      await claim(agent, base, token);
      const claimed = performance.now();
      await finish(agent, base, token);
      const finished = performance.now();
      if (counted) {
        claims.push(claimed - due);
        finishes.push(finished - claimed);
        lastEnd = Math.max(lastEnd, finished);
      }
    } catch (error) {
      if (counted) {
        errors += 1;
        firstError ??= String(error);
      }
    } finally {
      giveBack(token);
      inFlight -= 1;
    }
  };

  const cpu = process.cpuUsage();
  const began = performance.now();
  const from = began + warmUp * 1000;
  const until = from + duration * 1000;
  const gap = () => (-Math.log(1 - Math.random()) / rate) * 1000;
  const cycles: Promise<void>[] = [];
  let arrived = 0;
  await new Promise<void>((allArrived) => {
    let due = began + gap();
    const tick = () => {
      const now = performance.now();
      for (; due <= now && due < until; due += gap()) {
        const counted = due >= from;
        if (counted) {
          arrived += 1;
          late = Math.max(late, now - due);
        }
        cycles.push(cycle(due, counted));
      }
      if (due >= until) allArrived();
      else setTimeout(tick, due - now);
    };
    tick();
  });
  await Promise.all(cycles);
  const used = process.cpuUsage(cpu);

  const ascending = (list: number[]) => list.sort((a, b) => a - b);
  const all = ascending([...claims, ...finishes]);
  const result: OpenResult = {
    rate,
    cycles: cycles.length,
    arrived: arrived / duration,
    done: claims.length / ((Math.max(lastEnd, until) - from) / 1000),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    max: all.at(-1) ?? 0,
    claimP99: percentile(ascending(claims), 0.99),
    finishP99: percentile(ascending(finishes), 0.99),
    errors,
    firstError,
    inFlight: most,
    starved,
    late,
    clientCpu: (used.user + used.system) / 1000 / cycles.length,
  };
  agent.destroy();
  process.send!(result, () => process.exit(0));
});
