/**
 * Sign-in attempts counted in the database (docs/rules/auth.md#d3.9), so the server processes sharing one
 * PostgreSQL share the counts. One statement per attempt, atomic however many processes count at once
 * (INSERT … ON CONFLICT locks the row): it creates the counter, adds one, or starts a new window over a
 * counter whose window has ended. Windows run on the database's clock, the one every process shares.
 */
import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { rateLimits } from '../../db/schema';

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** A digest: a key of any length fits the index, and the table holds no email nor address. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

export async function countAttempt(db: Db, key: string, windowMs: number): Promise<AttemptCount> {
  const row = await firstRow<{ count: number; ttl_ms: number }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, "count", expires_at)
      VALUES (${digest(key)}, 1, now() + ${windowMs}::int * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        "count" = CASE WHEN r.expires_at <= now() THEN 1 ELSE r."count" + 1 END,
        expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
      RETURNING "count",
        least(${windowMs}::int, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000)))::int AS ttl_ms`,
  );
  // Capped at the window: a statement that waited on a concurrent first attempt reads that one's expiry against its
  // own, earlier start (now() is the transaction's), a millisecond or so past the window.
  return { count: row!.count, ttlMs: row!.ttl_ms };
}

/** Forgets `key`'s count, its window with it. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, digest(key)));
}

/** Counters whose window has ended: their key's next attempt would start over anyway. */
export async function deleteEndedAttempts(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`));
}

/** The live count of `key` without adding one: for limits that count failures only. */
export async function peekAttempts(db: Db, key: string): Promise<AttemptCount> {
  const row = await firstRow<{ count: number; ttl_ms: number }>(
    db,
    sql`SELECT "count", greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::int AS ttl_ms
      FROM rate_limits WHERE key = ${digest(key)} AND expires_at > now()`,
  );
  return { count: row?.count ?? 0, ttlMs: row?.ttl_ms ?? 0 };
}
