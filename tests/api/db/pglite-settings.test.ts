/**
 * PGlite opened with the server's settings (config.ts, PGLITE_SHARED_BUFFERS): PostgreSQL inside it
 * runs with them. On PGlite whatever DATABASE_URL says: the setting is PGlite's alone.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/src/db/open-pglite';
import { pgliteTemplate } from '../support';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function sharedBuffersWith(sharedBuffersMb: number | undefined) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rl-pglite-settings-'));
  folders.push(dataDir);
  await cp(await pgliteTemplate(), dataDir, { recursive: true });
  const database = await openPglite(dataDir, undefined, { sharedBuffersMb });
  try {
    const { rows } = (await database.db.execute(sql`SHOW shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
}

describe('PGlite with the server settings', () => {
  it("runs with PGlite's own page cache, or with PGLITE_SHARED_BUFFERS", async () => {
    expect(await sharedBuffersWith(undefined)).toBe('128MB');
    expect(await sharedBuffersWith(24)).toBe('24MB');
  });
});
