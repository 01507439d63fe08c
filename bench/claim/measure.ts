/**
 * The closed loop: `workers` loops at once until `total` claims are done, timing each claim; and the
 * percentiles both loops print.
 */

export interface Result {
  claims: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `cycle` takes one lead for worker `i` and resolves to how long the claim itself took (ms). */
export async function measure(
  workers: number,
  total: number,
  cycle: (worker: number) => Promise<number>,
): Promise<Result> {
  const latencies: number[] = [];
  let started = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (started < total) {
        started += 1;
        latencies.push(await cycle(worker));
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    claims: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** The `q` quantile of latencies sorted in ascending order (0 for none). */
export const percentile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Times one promise in milliseconds. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
