/**
 * `npm run seed:demo` on a fresh database (PGlite, or PostgreSQL with DATABASE_URL): the command as
 * users run it, then the server on what it wrote. The organisation's shape, the invariants the server
 * relies on, sign-in with the printed password, and the refusals: a database with leads without
 * --force, and a data folder a server holds.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { rowsOf } from '../../server/src/db/raw-rows';
import {
  type ClosedRental,
  type ListResult,
  type LoginResult,
  normalizeNumber,
  type Rental,
} from '../../src/contract';
import { buildApp } from '../support/server-app';
import { type FreshDatabase, freshDatabase, runScript, type ScriptRun } from './support';

const PASSWORD = 'demo-password';
const SEED_TIMEOUT = 240_000;

let database: FreshDatabase;
let first: ScriptRun;

/** Runs the real command with the server's environment for this database. */
const seed = (...args: string[]): Promise<ScriptRun> =>
  runScript('seed-demo', args, {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
  });

/** The server on the seeded database, as `npm start` would run it (no super-admin configured). */
async function startServer(): Promise<{ app: FastifyInstance; base: string }> {
  const config = loadConfig(
    {},
    {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      distDir: join(database.dataDir, 'no-build'),
      logLevel: 'silent',
      rateLimitMax: 1000,
    },
  );
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `${address}/api/v1` };
}

/** How many templates are defaults, and how many each group has, by the role of the group's owner. */
const templatesByGroup = (app: FastifyInstance) =>
  rowsOf<{ kind: string; n: number }>(
    app.db,
    sql`SELECT coalesce(u.role, 'default') AS kind, count(*)::int AS n FROM message_templates t
      LEFT JOIN users u ON u.id = t.admin_id GROUP BY t.admin_id, u.role ORDER BY t.admin_id NULLS FIRST`,
  );

/** The accounts table the command printed: role, name, email and group of each row. */
function printedAccounts(stdout: string) {
  const lines = stdout.split('\n');
  const top = lines.findIndex((line) => /^-+ {2}-+/.test(line));
  const end = lines.indexOf('', top);
  return lines.slice(top + 1, end).map((line) => {
    const [role, name, email, group = ''] = line.split(/\s{2,}/);
    return { role: role!, name: name!, email: email!, group };
  });
}

async function call<T>(base: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T; message: string } };
}

async function signIn(base: string, email: string): Promise<string> {
  const answer = await call<LoginResult>(base, '/auth/login', undefined, { email, password: PASSWORD });
  expect(answer.status, `${email}: ${answer.body.message}`).toBe(200);
  return answer.body.data.accessToken;
}

const count = async (app: FastifyInstance, query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(app.db, sql`SELECT (${query})::int AS n`))[0]!.n;

beforeAll(async () => {
  database = await freshDatabase();
  first = await seed();
}, SEED_TIMEOUT);
afterAll(async () => {
  await database?.drop();
});

describe('npm run seed:demo', () => {
  it('seeds the organisation and prints every account with the password', () => {
    expect(first.stderr).not.toMatch(/error/i);
    expect(first.code).toBe(0);
    const accounts = printedAccounts(first.stdout);
    const roles = accounts.map((a) => a.role);
    expect(roles.filter((r) => r === 'super admin')).toHaveLength(1);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(2);
    expect(roles.filter((r) => r === 'team leader (creators)').length).toBeGreaterThanOrEqual(2);
    expect(roles.filter((r) => r === 'team leader (pickers)').length).toBeGreaterThanOrEqual(2);
    expect(roles.filter((r) => r === 'data creator')).toHaveLength(10);
    expect(roles.filter((r) => r === 'data picker')).toHaveLength(20);
    expect(new Set(accounts.filter((a) => a.role !== 'super admin').map((a) => a.group)).size).toBe(2);
    expect(first.stdout).toContain(`password: ${PASSWORD}`);
    console.log(
      `seed:demo took ${(first.ms / 1000).toFixed(1)} s (${first.stdout.match(/Done in [\d.]+ s/)?.[0]})`,
    );
  });

  describe('on the seeded database', () => {
    let app: FastifyInstance;
    let base: string;
    beforeAll(async () => {
      ({ app, base } = await startServer());
    });
    afterAll(async () => {
      await app?.close();
    });

    // Only PGlite's folder is locked (docs/decisions.md#p50); on PostgreSQL the refusal of a filled database holds.
    if (!process.env.DATABASE_URL) {
      it(
        'refuses while the server holds the data folder',
        async () => {
          const run = await seed();
          expect(run.code).toBe(1);
          expect(run.stderr).toContain(`Another Rental Leads server is already using ${database.dataDir}`);
        },
        SEED_TIMEOUT,
      );
    }

    it('keeps the hierarchy: every leader of its kind, every member under a leader of the right kind', async () => {
      expect(app.bootstrap.created).toBe(false);
      const wrong = await count(
        app,
        sql`SELECT count(*) FROM users u LEFT JOIN users l ON l.id = u.team_leader_id
          WHERE u.role IN ('data-creator', 'data-picker') AND (l.id IS NULL OR l.admin_id <> u.admin_id
            OR l.assign_for <> CASE u.role WHEN 'data-creator' THEN 'rental-creator' ELSE 'rental-picker' END)`,
      );
      expect(wrong).toBe(0);
      const kinds = await rowsOf<{ assign_for: string; n: number }>(
        app.db,
        sql`SELECT assign_for, count(*)::int AS n FROM users WHERE role = 'team-leader' GROUP BY assign_for`,
      );
      expect(kinds.every((k) => k.n >= 2)).toBe(true);
      expect(kinds.map((k) => k.assign_for).sort()).toEqual(['rental-creator', 'rental-picker']);
    });

    it('writes a few thousand leads over 30 Panama days, each consistent with its people and times', async () => {
      const now = new Date();
      const leads = await count(app, sql`SELECT count(*) FROM rentals`);
      expect(leads).toBeGreaterThan(2000);
      expect(leads).toBeLessThan(6000);
      const sources = await rowsOf<{ source: string }>(app.db, sql`SELECT DISTINCT source FROM rentals`);
      expect(sources.map((s) => s.source).sort()).toEqual(['bulk', 'for-use', 'form']);
      const days = await count(
        app,
        sql`SELECT count(DISTINCT (created_at AT TIME ZONE 'America/Panama')::date) FROM rentals`,
      );
      expect(days).toBeGreaterThanOrEqual(29);
      // Times run forwards and end before now; the first lead is at most 30 days old.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM rentals WHERE created_at < ${new Date(now.getTime() - 30 * 86_400_000)}
            OR created_at > fetched_at OR fetched_at > finished_date OR updated_at < created_at
            OR updated_at < coalesce(finished_date, fetched_at, created_at) OR updated_at > ${now}`,
        ),
      ).toBe(0);
      // Fetched and finished follow the picker and the finish; a finish gives a status.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM rentals WHERE is_fetched <> (fetcher_id IS NOT NULL)
            OR is_fetched <> (fetched_at IS NOT NULL) OR is_finished <> (finished_date IS NOT NULL)
            OR (is_finished AND (NOT is_fetched OR number_status IS NULL))`,
        ),
      ).toBe(0);
      // The creator's and fetcher's admin and leader copied onto each lead are theirs.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM rentals r LEFT JOIN users c ON c.id = r.creator_id
            LEFT JOIN users f ON f.id = r.fetcher_id
            WHERE (r.creator_id IS NOT NULL AND (c.role <> 'data-creator' OR r.creator_admin_id IS DISTINCT FROM c.admin_id
                OR r.creator_leader_id IS DISTINCT FROM c.team_leader_id))
              OR (r.creator_id IS NULL AND r.source <> 'for-use')
              OR (r.fetcher_id IS NOT NULL AND (f.role <> 'data-picker' OR r.fetcher_admin_id IS DISTINCT FROM f.admin_id
                OR r.fetcher_leader_id IS DISTINCT FROM f.team_leader_id))`,
        ),
      ).toBe(0);
      // The search rows are the triggers' own.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM rentals r LEFT JOIN rental_search s ON s.rental_id = r.id
            WHERE s.body IS DISTINCT FROM rental_search_body(r.client_name, r.facebook_name, r.number, r.address, r.client_email)`,
        ),
      ).toBe(0);
      expect(await count(app, sql`SELECT count(*) FROM rental_search`)).toBe(leads);
      // Numbers are stored as the contract normalises them.
      const numbers = await rowsOf<{ number: string }>(app.db, sql`SELECT number FROM rentals`);
      expect(numbers.filter((n) => normalizeNumber(n.number) !== n.number)).toEqual([]);
      // Some numbers were marked invalid before anyone fetched them.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM rentals WHERE NOT is_fetched AND number_status = 'invalid'`,
        ),
      ).toBeGreaterThan(0);
    });

    it('has pickers work one lead at a time within their limits, and a lead or two held now', async () => {
      const held = await rowsOf<{ fetcher_id: string; fetched_at: string }>(
        app.db,
        sql`SELECT fetcher_id, fetched_at FROM rentals WHERE is_fetched AND NOT is_finished`,
      );
      expect(held.length).toBeGreaterThanOrEqual(1);
      expect(held.length).toBeLessThanOrEqual(2);
      expect(new Set(held.map((h) => h.fetcher_id)).size).toBe(held.length);
      const overlapping = await count(
        app,
        sql`SELECT count(*) FROM (
          SELECT fetched_at, lag(coalesce(finished_date, 'infinity')) OVER (PARTITION BY fetcher_id ORDER BY fetched_at) AS previous_end
          FROM rentals WHERE fetcher_id IS NOT NULL) t WHERE previous_end > fetched_at`,
      );
      expect(overlapping).toBe(0);
      const overLimit = await count(
        app,
        sql`SELECT count(*) FROM (
          SELECT r.fetcher_id, (r.finished_date AT TIME ZONE 'America/Panama')::date AS day, count(*) AS picks, u.pick_limit
          FROM rentals r JOIN users u ON u.id = r.fetcher_id WHERE r.is_finished
          GROUP BY r.fetcher_id, day, u.pick_limit) t WHERE picks > pick_limit`,
      );
      expect(overLimit).toBe(0);
      const statuses = await rowsOf<{ number_status: string }>(
        app.db,
        sql`SELECT DISTINCT number_status FROM rentals WHERE is_finished`,
      );
      expect(statuses.map((s) => s.number_status).sort()).toEqual(['invalid', 'valid']);
    });

    it('closes deals in every status on valid leads, with their history and a PNG each', async () => {
      const deals = await rowsOf<{ status: string; n: number }>(
        app.db,
        sql`SELECT status, count(*)::int AS n FROM closed_rentals GROUP BY status`,
      );
      expect(deals.map((d) => d.status).sort()).toEqual(['done', 'failed', 'in-process']);
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM closed_rentals d JOIN rentals r ON r.id = d.rental_id
            WHERE r.fetcher_id IS DISTINCT FROM d.fetcher_id OR r.number_status <> 'valid'
              OR (d.number, d.rent, d.address, d.client_name, d.client_email, d.fetcher_admin_id, d.creator_id)
                IS DISTINCT FROM (r.number, r.rent, r.address, r.client_name, r.client_email, r.fetcher_admin_id, r.creator_id)
              OR d.created_at < r.finished_date OR d.updated_at < d.created_at`,
        ),
      ).toBe(0);
      // The first change is the picker's in-process at closing; the last is the deal's status.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM closed_rentals d
            WHERE NOT EXISTS (SELECT 1 FROM closed_rental_changes c WHERE c.closed_rental_id = d.id
                AND c.status = 'in-process' AND c.changed_by = d.fetcher_id AND c.changed_at = d.created_at)
              OR d.status <> (SELECT c.status FROM closed_rental_changes c WHERE c.closed_rental_id = d.id
                ORDER BY c.changed_at DESC LIMIT 1)`,
        ),
      ).toBe(0);
      // Every deal's receipt is a PNG in the database, as a picker's upload is.
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM closed_rentals d
            WHERE NOT EXISTS (SELECT 1 FROM deal_images i WHERE i.name = d.closing_image
                AND i.content_type = 'image/png' AND substring(i.bytes from 1 for 8) = '\\x89504e470d0a1a0a'::bytea)`,
        ),
      ).toBe(0);
      expect(await count(app, sql`SELECT count(*) FROM deal_images`)).toBe(
        await count(app, sql`SELECT count(*) FROM closed_rentals`),
      );
    });

    it('has pickers message the creators of leads they fetched, the newest unread', async () => {
      expect(
        await count(
          app,
          sql`SELECT count(*) FROM messages m JOIN rentals r ON r.id = m.rental_id
            WHERE r.fetcher_id <> m.picker_id OR r.creator_id <> m.creator_id OR m.created_at < r.fetched_at
              OR m.sender_id <> m.picker_id`,
        ),
      ).toBe(0);
      const inBell = sql`FROM messages m JOIN users c ON c.id = m.creator_id`;
      expect(
        await count(app, sql`SELECT count(*) ${inBell} WHERE m.created_at > c.messages_seen_at`),
      ).toBeGreaterThan(0);
      expect(
        await count(app, sql`SELECT count(*) ${inBell} WHERE m.created_at <= c.messages_seen_at`),
      ).toBeGreaterThan(0);
    });

    it('gives the first group two message templates beside the four defaults (docs/rules/templates.md#d12.1)', async () => {
      expect(await templatesByGroup(app)).toEqual([
        { kind: 'default', n: 4 },
        { kind: 'admin', n: 2 },
      ]);
    });

    it('lets the printed accounts sign in and find their screens filled', async () => {
      const accounts = printedAccounts(first.stdout);
      const picker = accounts.find((a) => a.role === 'data picker')!;
      const admin = accounts.find((a) => a.role === 'admin')!;
      const pickerToken = await signIn(base, picker.email);
      const deals = await call<ListResult<ClosedRental>>(base, '/closedRental/getClosedRentals', pickerToken);
      expect(deals.status).toBe(200);
      expect(deals.body.data.result.length).toBeGreaterThan(0);
      // The first picker printed is a good one to show: deals in every status.
      const statuses = await rowsOf<{ status: string }>(
        app.db,
        sql`SELECT DISTINCT d.status FROM closed_rentals d JOIN users u ON u.id = d.fetcher_id
          WHERE u.email = ${picker.email}`,
      );
      expect(statuses).toHaveLength(3);
      // The pool is not empty and the settings let a picker claim right away.
      const fetched = await call<{ rental: Rental }>(base, '/rental/get-single-rental', pickerToken);
      expect(fetched.status, fetched.body.message).toBe(200);
      const adminToken = await signIn(base, admin.email);
      const leads = await call<ListResult<Rental>>(base, '/rental/getAllRentalsByCreator', adminToken);
      expect(leads.status).toBe(200);
      expect(leads.body.data.countInfo.total).toBeGreaterThan(1000);
      const settings = await rowsOf<{ updated_by: string | null; is_delay_enabled: boolean }>(
        app.db,
        sql`SELECT updated_by, is_delay_enabled FROM settings`,
      );
      expect(settings[0]!.updated_by).not.toBeNull();
    });
  });

  it(
    'refuses a database that has leads, and changes nothing',
    async () => {
      const run = await seed();
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/already has [\d,]+ leads/);
      expect(run.stderr).toContain('--force');
    },
    SEED_TIMEOUT,
  );

  it(
    'with --force, replaces everything with the same organisation',
    async () => {
      const { app } = await startServer();
      const before = await rowsOf<{ closing_image: string }>(
        app.db,
        sql`SELECT closing_image FROM closed_rentals`,
      );
      // A day's work since the seed: a No Answer and an expired hold, each a row that names a lead.
      await app.db.execute(sql`INSERT INTO lead_returns (rental_id, picker_id, kind, returned_at)
        SELECT id, fetcher_id, 'no-answer', now() FROM rentals WHERE fetcher_id IS NOT NULL LIMIT 1`);
      await app.db.execute(sql`INSERT INTO lead_releases (rental_id, picker_id, reason, released_at)
        SELECT id, fetcher_id, 'expired', now() FROM rentals WHERE fetcher_id IS NOT NULL LIMIT 1`);
      await app.close();
      const run = await seed('--force');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(printedAccounts(run.stdout)).toEqual(printedAccounts(first.stdout));
      const again = await startServer();
      try {
        expect(await count(again.app, sql`SELECT count(*) FROM users`)).toBe(
          printedAccounts(run.stdout).length,
        );
        const leads = await count(again.app, sql`SELECT count(*) FROM rentals`);
        expect(leads).toBe(await count(again.app, sql`SELECT count(*) FROM rental_search`));
        expect(leads).toBeLessThan(6000);
        // The old deals' images are gone with them.
        const images = await rowsOf<{ name: string }>(again.app.db, sql`SELECT name FROM deal_images`);
        expect(images.some((image) => before.some((b) => b.closing_image === image.name))).toBe(false);
        expect(images.length).toBe(await count(again.app, sql`SELECT count(*) FROM closed_rentals`));
        // The group's templates went with their group; the defaults stayed.
        expect(await templatesByGroup(again.app)).toEqual([
          { kind: 'default', n: 4 },
          { kind: 'admin', n: 2 },
        ]);
      } finally {
        await again.app.close();
      }
    },
    SEED_TIMEOUT,
  );
});
