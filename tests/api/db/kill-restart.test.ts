/**
 * A start after a crash is checked (docs/decisions.md#p112): a server killed with kill -9 just after
 * importing 20,000 leads, before its upkeep analyzed them, says on restart that it recovered, and its
 * lists' estimated totals are within 10 % of the exact counts from the first request. PGlite only: the
 * run with DATABASE_URL skips it.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LeadListResult, leadListsApi, pathTo, uploadsApi } from '../../../src/contract';
import { panamaDay } from '../../../src/lib/panama-dates';
import { csvOf, goodRow, HEADER, pgliteTemplate, startTestServer, superAdminOf } from '../support';
import { startKillableServer } from './killable-server';

const LEADS = 20_000;
const { DATABASE_URL: _url, JWT_SECRET: _secret, JWT_SECRET_PREVIOUS: _previous, ...baseEnv } = process.env;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rental-leads-kill-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

it.skipIf(process.env.DATABASE_URL)(
  'says it recovered after kill -9, and lists within 10 % of the exact count',
  {
    timeout: 180_000,
  },
  async () => {
    const dataDir = join(root, 'data');
    await cp(await pgliteTemplate(), dataDir, { recursive: true });
    const seeding = await startTestServer({ dataDir, databaseUrl: undefined });
    const { token } = await superAdminOf(seeding);
    await seeding.close();
    const env = { ...baseEnv, DATA_DIR: dataDir, LOG_LEVEL: 'info' };

    const killed = await startKillableServer(env);
    const form = new FormData();
    const rows = Array.from({ length: LEADS }, (_, i) =>
      goodRow(`+1507${String(3_000_000 + i).padStart(7, '0')}`),
    );
    form.append('file', new Blob([csvOf([HEADER, ...rows])]), 'leads.csv');
    const imported = await fetch(`${killed.base}${pathTo(uploadsApi.importToPool)}`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    });
    expect(imported.status).toBe(200);
    await killed.kill('SIGKILL');

    const restarted = await startKillableServer(env);
    const totals: Record<string, LeadListResult['countInfo']> = {};
    try {
      expect(restarted.output()).toContain('Recovered from an unclean stop');
      const today = panamaDay();
      for (const [name, query] of [
        ['all', ''],
        ['today', `&startDate=${today}&endDate=${today}`],
      ]) {
        const response = await fetch(
          `${restarted.base}${pathTo(leadListsApi.listAllLeads)}?limit=10${query}`,
          {
            headers: { authorization: token },
          },
        );
        totals[name!] = ((await response.json()) as { data: LeadListResult }).data.countInfo;
      }
    } finally {
      await restarted.kill('SIGTERM');
    }

    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
    try {
      const { rows: exact } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rentals');
      expect(exact[0]!.n).toBe(LEADS);
      for (const [name, countInfo] of Object.entries(totals)) {
        expect(countInfo.estimated, name).toBe(true);
        expect(
          Math.abs(countInfo.total - LEADS) / LEADS,
          `${name}: about ${countInfo.total}`,
        ).toBeLessThanOrEqual(0.1);
      }
    } finally {
      await db.close();
    }
  },
);
