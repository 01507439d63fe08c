/** Timing helpers for the lead benchmarks: repeated runs summarised as p50 and p95 in milliseconds. */

export interface Timing {
  min: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `task` `warmup` times unmeasured, then `runs` times measured. */
export async function time(task: () => Promise<unknown>, runs = 15, warmup = 2): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await task();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { min: ms[0]!, p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

export async function once<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await task();
  return { ms: performance.now() - start, value };
}

export const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** Times one GET after another until `done` says stop: a page's latency while something else runs. */
export async function latencies(
  url: string,
  token: string,
  done: (ms: number[]) => boolean,
): Promise<number[]> {
  const ms: number[] = [];
  while (!done(ms)) {
    const start = performance.now();
    const response = await fetch(url, { headers: { authorization: token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    ms.push(performance.now() - start);
  }
  return ms;
}

/**
 * "p50/p99/max (n requests)" of `ms`. The maximum matters here: requests go one after another, so one
 * that waited for a whole import's transaction is a single sample, below the p99 of a few hundred.
 */
export function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  if (sorted.length === 0) return 'none';
  const max = sorted[sorted.length - 1]!;
  return `${fmt(percentile(sorted, 50))}/${fmt(percentile(sorted, 99))}/${fmt(max)} (${sorted.length} requests)`;
}
