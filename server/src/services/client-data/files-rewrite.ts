/**
 * When the erased values' files are rewritten (docs/rules/client-data.md#d13.6). Rewriting a table
 * holds every request on PGlite (and locks the table on PostgreSQL) for seconds to a minute, so an
 * erasure only asks for it, in its own transaction; the rewrite runs in the quiet hour, or at the next
 * check once a request has waited a day (a server that sleeps through the quiet hour). The ask is a
 * count in the settings row, so it survives a restart, and a process claims the run for a while, so two
 * processes never rewrite at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { firstRow } from '../../db/raw-rows';
import { panamaHourOf } from '../../lib/panama-day';

const HOUR_MS = 3_600_000;
/** The longest an erasure waits for the quiet hour. */
const MOST_WAITED_MS = 24 * HOUR_MS;
/** A claim a process that stopped mid-run leaves lapses after this long (a rewrite at 1,000,000 leads takes minutes). */
const CLAIM_MS = 2 * HOUR_MS;

/** In the erasure's (or retention run's) transaction: one more rewrite asked for. */
export async function askFilesRewrite(tx: Db, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE settings SET rewrite_asked = rewrite_asked + 1, rewrite_due_since = coalesce(rewrite_due_since, ${now})
      WHERE id = 1`,
  );
}

/**
 * Claims the rewrite when one is asked for and due (the quiet hour `hour`, or a day waited) and no
 * other process holds it: the ask count it covers, or undefined.
 */
export async function claimFilesRewrite(db: Db, now: Date, hour: number): Promise<number | undefined> {
  const quiet = panamaHourOf(now) === hour;
  const waitedSince = new Date(now.getTime() - MOST_WAITED_MS);
  const claimed = await firstRow<{ asked: number }>(
    db,
    sql`UPDATE settings SET rewrite_claimed_until = ${new Date(now.getTime() + CLAIM_MS)}
      WHERE id = 1 AND rewrite_asked > rewrite_done
        AND (rewrite_claimed_until IS NULL OR rewrite_claimed_until <= ${now})
        AND (${quiet}::boolean OR rewrite_due_since <= ${waitedSince})
      RETURNING rewrite_asked AS asked`,
  );
  return claimed?.asked;
}

/**
 * Ends a claim: a rewrite that finished covers the asks counted when it was claimed; one asked for
 * since is due from when this one started. A failed one leaves the ask for the next check.
 */
export async function endFilesRewrite(
  db: Db,
  run: { covered: number; started: Date; finished: boolean },
): Promise<void> {
  if (!run.finished) {
    await db.execute(sql`UPDATE settings SET rewrite_claimed_until = NULL WHERE id = 1`);
    return;
  }
  await db.execute(
    sql`UPDATE settings SET rewrite_claimed_until = NULL, rewrite_done = ${run.covered},
        rewrite_due_since = CASE WHEN rewrite_asked > ${run.covered} THEN ${run.started}::timestamptz END
      WHERE id = 1`,
  );
}
