/** The server a bench drives in its own process: its target's database, silent, no page, no login limit. */
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { Target } from './targets';

export const SUPER_ADMIN = { email: 'root@bench.test', password: 'bench-root-password' };

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export function startBenchApp(target: Target): Promise<BenchApp> {
  return buildApp(
    loadConfig(
      // PGlite's cache size is the one setting a bench compares (docs/benchmarks.md, "The server's memory").
      { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS },
      {
        dataDir: target.dataDir,
        databaseUrl: target.databaseUrl,
        distDir: join(target.dataDir, 'no-build'),
        superAdminEmail: SUPER_ADMIN.email,
        superAdminPassword: SUPER_ADMIN.password,
        logLevel: 'silent',
        rateLimitMax: 1_000_000,
      },
    ),
  );
}
