/** The published types work for a host: tests/types/host.tsx compiles, and each mistake in it is refused. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('host typings', () => {
  it('compile a DOM and React host and refuse its marked mistakes', () => {
    // TypeScript 7, as npm run typecheck (docs/decisions.md#p120).
    const tsc = spawnSync(
      process.execPath,
      ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', 'tests/types/tsconfig.json'],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
