/**
 * The callbacks' notifications, queued by a sweep as their moments come (docs/rules/notifications.md#d16.5):
 * to a personal callback's picker 5 minutes before it is due and when it is due; to a team's pickers
 * when a callback becomes theirs (a team's at its time, a personal one once its grace passed); to the
 * team's leader when one passes its grace unclaimed. Each is queued once per callback time and
 * recipient (the queue's unique index), however many processes sweep at once; only for a recipient
 * with a device subscribed. A moment missed by more than an hour (the server was down) is let go.
 */
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/raw-rows';
import type { Deps } from '../deps';

/** How far ahead of a personal callback its picker is reminded. */
export const SOON_MS = 5 * 60_000;
/** How late a missed moment is still told. */
const CATCH_UP_MS = 60 * 60_000;
/** Sent rows are kept this long, beyond any catch-up, so a sweep never queues them twice. */
const KEEP_SENT_MS = 2 * 24 * 3600_000;

export async function queueCallbackNotices({ db, now: clock }: Deps<'db' | 'now'>): Promise<void> {
  const now = clock();
  // No device anywhere, nothing to queue: the sweep's statement is not even planned (the claim bench's requests
  // queue behind it on PGlite's one connection).
  const devices = await firstRow<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM push_subscriptions) AS any`,
  );
  if (!devices?.any) return;
  const at = sql`${now}::timestamptz`;
  const since = sql`${new Date(now.getTime() - CATCH_UP_MS)}::timestamptz`;
  const soon = sql`${new Date(now.getTime() + SOON_MS)}::timestamptz`;
  await db.execute(sql`
    WITH st AS (SELECT callback_grace_minutes * interval '1 minute' AS grace FROM settings WHERE id = 1),
    cb AS (
      SELECT r.id, r.due_at, r.callback_picker_id, r.callback_leader_id,
        r.due_at + CASE WHEN r.callback_picker_id IS NULL THEN interval '0' ELSE st.grace END AS team_at,
        r.due_at + st.grace AS grace_end
      FROM rentals r, st
      WHERE r.due_at IS NOT NULL AND r.number_status IS DISTINCT FROM 'invalid' AND r.outcome = 'callback'
        AND r.due_at > ${since} - st.grace AND r.due_at <= ${soon}),
    notice AS (
      SELECT callback_picker_id AS user_id, 'callback-soon'::text AS kind, id, due_at FROM cb
        WHERE callback_picker_id IS NOT NULL AND due_at > ${at}
      UNION ALL
      SELECT callback_picker_id, 'callback-due', id, due_at FROM cb
        WHERE callback_picker_id IS NOT NULL AND due_at <= ${at} AND due_at > ${since}
      UNION ALL
      SELECT p.id, 'team-callback', cb.id, cb.due_at FROM cb JOIN users p ON p.team_leader_id = cb.callback_leader_id
        WHERE p.role = 'data-picker' AND NOT p.is_deleted AND p.id IS DISTINCT FROM cb.callback_picker_id
          AND cb.team_at <= ${at} AND cb.team_at > ${since}
      UNION ALL
      SELECT callback_leader_id, 'callback-missed', id, due_at FROM cb
        WHERE callback_leader_id IS NOT NULL AND grace_end <= ${at} AND grace_end > ${since})
    INSERT INTO push_queue (user_id, kind, rental_id, due_at, send_after)
    SELECT n.user_id, n.kind, n.id, n.due_at, ${at} FROM notice n
      WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id)
    ON CONFLICT (user_id, kind, rental_id, due_at) WHERE due_at IS NOT NULL DO NOTHING`);
  await db.execute(
    sql`DELETE FROM push_queue WHERE sent_at < ${new Date(now.getTime() - KEEP_SENT_MS)}::timestamptz`,
  );
}
