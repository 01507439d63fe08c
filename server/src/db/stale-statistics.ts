/**
 * How many leads the planner's statistics have not seen, checked as PGlite starts (docs/decisions.md#p112).
 * Lists past 2,000 leads show the planner's estimate (docs/decisions.md#p22), and PGlite's upkeep counts the
 * writes that make an ANALYZE due in memory, lost when the server stops: leads imported just before
 * a stop were listed as "about 2,001" for 20,000 until the next ANALYZE, up to ten minutes later.
 *
 * The cheap sample: the leads created after the newest creation time the statistics hold (their
 * histogram and most common values), counted through the `created_at` index up to the point where
 * autovacuum would analyze, against the table's size as the statistics have it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { firstRow } from './raw-rows';

/** PostgreSQL's autovacuum_analyze_threshold and autovacuum_analyze_scale_factor. */
export const ANALYZE_BASE = 50;
export const ANALYZE_SHARE = 0.1;

export interface UnseenLeads {
  /** Leads created after the newest the statistics know of, counted up to `threshold + 1`. */
  unseen: number;
  /** How many unseen leads make an ANALYZE due, as autovacuum reckons it. */
  threshold: number;
}

export async function unseenLeads(db: Db): Promise<UnseenLeads> {
  const seen = await firstRow<{ rows: number; newest: string | null }>(
    db,
    sql`SELECT greatest(c.reltuples, 0)::float8 AS rows,
        (SELECT max(v) FROM pg_stats s, unnest(
            coalesce(s.histogram_bounds::text::timestamptz[], '{}') ||
            coalesce(s.most_common_vals::text::timestamptz[], '{}')) AS v
          WHERE s.schemaname = current_schema() AND s.tablename = 'rentals' AND s.attname = 'created_at'
        ) AS newest
      FROM pg_class c WHERE c.oid = 'rentals'::regclass`,
  );
  const threshold = Math.floor(ANALYZE_BASE + ANALYZE_SHARE * (seen?.rows ?? 0));
  const newer = seen?.newest ? sql`WHERE created_at > ${seen.newest}::timestamptz` : sql``;
  const counted = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM rentals ${newer} LIMIT ${threshold + 1}) unseen`,
  );
  return { unseen: counted?.n ?? 0, threshold };
}
