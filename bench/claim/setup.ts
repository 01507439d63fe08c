/** The bench's database and people: a fresh PGlite folder (or PostgreSQL database), pickers, and a pool of leads. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/database';
import { openPglite } from '../../server/src/db/open-pglite';
import { type UserRow, users } from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/services/auth/passwords';

export interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A temporary data folder, and with DATABASE_URL a uniquely named database on that server. A new
 * PGlite folder is created and migrated here, outside the app: its initdb can outlast Fastify's
 * plugin start-up timeout on a busy machine.
 */
export async function freshPlace(serverUrl: string | undefined): Promise<Place> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rental-leads-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    await (await openPglite(dataDir)).close();
    return { dataDir, databaseUrl: undefined, drop: removeDir };
  }
  const name = `rl_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDir();
    },
  };
}

/** The server on that place, quiet, with a known super-admin. */
export const startBenchApp = (place: Place) =>
  buildApp(
    loadConfig(
      // PGlite's cache size is the one setting a bench compares (docs/benchmarks.md, "The server's memory").
      { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS },
      {
        dataDir: place.dataDir,
        databaseUrl: place.databaseUrl,
        logLevel: 'silent',
        superAdminEmail: 'root@bench.test',
        superAdminPassword: 'bench-root-1',
      },
    ),
  );

let sequence = 0;

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters a statement. */
const ROWS_A_STATEMENT = 1_000;

/** Limits no bench reaches, so it measures claims, not refusals. */
const OUT_OF_REACH = 1_000_000_000;

/**
 * `count` pickers in admin groups of `perAdmin`, every limit out of reach. Each claim counts its admin
 * group's picks today (the admin cap), so the group size is part of the load: ten pickers an admin, at
 * the default limits a full day's 1,000 picks a group. Inserted a thousand at a time: the open loop
 * seeds ten thousand pickers.
 */
export async function seedPickers(db: Db, count: number, perAdmin = 10): Promise<UserRow[]> {
  const passwordHash = await hashPassword('bench-pass-1');
  const people = async (
    role: UserRow['role'],
    total: number,
    extra: (i: number) => Partial<typeof users.$inferInsert>,
  ) => {
    const rows: UserRow[] = [];
    for (let from = 0; from < total; from += ROWS_A_STATEMENT) {
      const part = Array.from({ length: Math.min(ROWS_A_STATEMENT, total - from) }, (_, i) => {
        sequence += 1;
        return {
          name: `${role} ${sequence}`,
          email: `${role}-${sequence}@bench.test`,
          contact: '+15070000000',
          role,
          passwordHash,
          ...extra(from + i),
        };
      });
      rows.push(...(await db.insert(users).values(part).returning()));
    }
    return rows;
  };
  const groups = Math.ceil(count / perAdmin);
  const admins = await people('admin', groups, () => ({ pickLimit: OUT_OF_REACH }));
  const leaders = await people('team-leader', groups, (i) => ({
    adminId: admins[i]!.id,
    assignFor: 'rental-picker',
  }));
  return people('data-picker', count, (i) => {
    const leader = leaders[Math.floor(i / perAdmin)]!;
    return { adminId: leader.adminId, teamLeaderId: leader.id, pickLimit: OUT_OF_REACH };
  });
}

let numbers = 0;

/** `count` pool leads, one second apart, ending now. */
export async function seedLeads(db: Db, count: number): Promise<void> {
  const first = numbers;
  numbers += count;
  await db.execute(sql`
    INSERT INTO rentals (facebook_name, client_name, number, rent, house_apt_details, address, post_link, created_at)
    SELECT 'FB ' || g, 'Client ' || g, (4000000000 + ${first}::int + g)::text, '$700', 'Two rooms', 'Main St',
      'https://example.com/post/' || g, now() - (${count}::int - g) * interval '1 second'
    FROM generate_series(1, ${count}::int) g`);
  await db.execute(sql`VACUUM ANALYZE rentals`);
}

/**
 * `count` numbers on the do-not-contact list (docs/rules/do-not-contact.md#d5.13), none of them a lead's (the leads' numbers
 * start at 4,000,000,000), added by the super-admin: the list a claim must not slow under.
 */
export async function seedDoNotContact(db: Db, count: number): Promise<void> {
  if (count === 0) return;
  await db.execute(sql`
    INSERT INTO do_not_contact (number, reason, added_by_id, added_at)
    SELECT '+1' || (2000000000 + g)::text, 'Registry', (SELECT id FROM users WHERE role = 'super-admin'), now()
    FROM generate_series(1, ${count}::int) g`);
  await db.execute(sql`VACUUM ANALYZE do_not_contact`);
}
