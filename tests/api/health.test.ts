import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let origin: string;
let shipped: { when: number }[];
beforeAll(async () => {
  server = await startTestServer();
  origin = server.baseUrl.replace('/api/v1', '');
  const journal = await readFile(new URL('../../server/drizzle/meta/_journal.json', import.meta.url), 'utf8');
  shipped = JSON.parse(journal).entries;
});
afterAll(() => server.close());

describe('probes', () => {
  it('answers /healthz without a token', async () => {
    const res = await fetch(`${origin}/healthz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Alive' });
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers /readyz with the migrations applied', async () => {
    const res = await fetch(`${origin}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Ready',
      data: { migrations: shipped.length },
    });
  });

  it('answers 503 while the database lacks a migration of this build', async () => {
    const newest = Math.max(...shipped.map((entry) => entry.when));
    await server.app.db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const res = await fetch(`${origin}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ success: false, message: 'Not ready' });
    } finally {
      await server.app.db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest - 1}`,
      );
    }
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  });
});
