/**
 * Duplicates beyond the number (docs/rules/leads.md#d5.14): the same post, and a likely duplicate. The post's key is
 * no unique index (leads saved before the rule may share one), so writers check it under advisory
 * locks taken in their transaction: a creator's form holds the posts' lock shared and its own key's
 * lock alone, so two creates of one post take turns and the second finds the first's lead; an
 * import's part holds the posts' lock alone, one lock for its thousand keys (a lock a key cost a
 * 50,000-row import about a second), so it and any create take turns.
 */
import { type SQL, sql } from 'drizzle-orm';
import { ADDRESS_SIMILARITY, DUPLICATE_DAYS, type LeadMatch, MAX_MATCHES } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { iso, rowsOf } from '../../db/raw-rows';
import { likelyKey, published } from '../../db/schema';

/** The advisory locks' classes (two-key form), apart from every other lock: one post's, all posts'. */
const POST_LOCK = 724_051_804;
const ALL_POSTS_LOCK = 724_051_805;

/**
 * A creator's form's locks, as a SELECT's expressions: the posts' lock shared, then its post's key
 * (hashed) alone, until the transaction ends.
 */
export const postKeyLocks = (key: string) =>
  sql`pg_advisory_xact_lock_shared(${ALL_POSTS_LOCK}, 0), pg_advisory_xact_lock(${POST_LOCK}, hashtext(${key}))`;

/** An import's part: every post, until the transaction ends. */
export async function lockAllPosts(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ALL_POSTS_LOCK}, 0)`);
}

/** Whether a lead, of a pending import too, has this post, as a SELECT's expression. */
export const postTaken = (key: string) => sql`EXISTS (SELECT 1 FROM rentals WHERE post_key = ${key})`;

/** Since when a likely duplicate is looked for. */
export const likelySince = (now: Date) => new Date(now.getTime() - DUPLICATE_DAYS * 86_400_000);

/**
 * The stored leads `r` of one likely key made since `since`, in terms only the key's index serves: the
 * key's equality, and the time as a row comparison led by the key. Written `r.created_at >= since`, the
 * creation-time indexes served it too, and statistics that saw no lead of the last 60 days (an import's
 * leads share one creation time) had the planner expect one such lead and read them all, every lead
 * made since for each row an import checked: 4,000 rows took 37 s instead of 1.
 */
const ofKeySince = (key: SQL, since: Date) => {
  const stored = likelyKey(sql`r.rent`, sql`r.address`);
  return sql`${stored} = ${key} AND (${stored}, r.created_at) >= (${key}, ${since}::timestamptz)`;
};

/** The condition on a stored lead `r` like the new one of `rent` and `address`, made since `since`. */
export const likelyDuplicateOf = (rent: SQL, address: SQL, since: Date) =>
  sql`${ofKeySince(likelyKey(rent, address), since)} AND similarity(r.address, ${address}) >= ${ADDRESS_SIMILARITY}`;

/** The published leads a new one of `rent` and `address` is likely a duplicate of, newest first. */
export async function likelyMatches(tx: Db, rent: string, address: string, now: Date): Promise<LeadMatch[]> {
  const rows = await rowsOf<{
    id: string;
    address: string;
    rent: string;
    post_link: string;
    created_at: string;
  }>(
    tx,
    // The key's index first (materialised, so the planner cannot read the newest leads backwards instead),
    // then the similarity on those few.
    sql`WITH c AS MATERIALIZED (
        SELECT r.id, r.address, r.rent, r.post_link, r.created_at, r.import_id FROM rentals r
        WHERE ${ofKeySince(likelyKey(sql`${rent}::text`, sql`${address}::text`), likelySince(now))})
      SELECT c.id, c.address, c.rent, c.post_link, c.created_at FROM c
      WHERE similarity(c.address, ${address}::text) >= ${ADDRESS_SIMILARITY} AND ${published(sql`c.import_id`)}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${MAX_MATCHES}`,
  );
  return rows.map((row) => ({
    _id: row.id,
    address: row.address,
    rent: row.rent,
    post_link: row.post_link,
    createdAt: iso(row.created_at),
  }));
}
