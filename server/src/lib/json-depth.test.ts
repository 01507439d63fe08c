import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('allows the limit and refuses one level more, arrays and objects alike', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(
      true,
    );
    expect(nestsDeeperThan('['.repeat(100_000))).toBe(true);
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(nestsDeeperThan(`[${Array(1000).fill('[1]').join(',')}]`)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: { b: [1, { c: 2 }] }, d: [[]] }), 4)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: { b: [1, { c: [] }] } }), 4)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(100) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `"${'{'.repeat(100)}` }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `\\${'['.repeat(100)}\\` }))).toBe(false);
    expect(nestsDeeperThan(`["\\\\", ${nested(3)}]`, 3)).toBe(true);
  });

  it('reads a megabyte quickly', () => {
    const body = JSON.stringify({ rows: Array.from({ length: 40_000 }, (_, i) => ({ n: i, s: 'x[y]{z}' })) });
    const started = performance.now();
    expect(nestsDeeperThan(body)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
