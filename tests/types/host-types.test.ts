/** The published types work for a host: tests/types/host.tsx compiles, and each mistake in it is refused. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('host typings', () => {
  it('compile a DOM and React host and refuse its marked mistakes', () => {
    const tsc = spawnSync('node_modules/.bin/tsc', ['--noEmit', '-p', 'tests/types/tsconfig.json'], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
