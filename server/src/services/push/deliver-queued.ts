/**
 * Sends what the queue holds (docs/rules/notifications.md#d16.5). A process leases the rows due now in one
 * short statement (FOR UPDATE SKIP LOCKED: no two processes take the same row, none waits for another),
 * sends outside any transaction, then marks them sent. A process that dies mid-send leaves its lease to
 * run out, and another sends those rows again: a notice is sent once, at worst twice, never lost.
 * A callback's notice no longer true (the callback was served, moved or ended) is dropped unsent; a
 * subscription the push service calls dead (404/410) is removed.
 */
import { sql } from 'drizzle-orm';
import { languageOf } from '../../../../src/contract';
import { rowsOf } from '../../db/raw-rows';
import type { PushKind } from '../../db/schema';
import type { Deps } from '../deps';
import { DELIVERY, noticeOf } from './notice-of';
import { type PushOutcome, type PushSigner, sendPush } from './send-push';

/** The most rows one pass leases. */
const BATCH = 100;
/** Long beyond a pass's sends (10 s each at worst, in parallel per row). */
const LEASE_MS = 2 * 60_000;

interface LeasedRow {
  id: string;
  user_id: string;
  kind: PushKind;
  rental_id: string;
  language: string;
  client_name: string | null;
  sender_name: string | null;
  /** False for a callback's notice its callback no longer matches, or a recipient deleted since. */
  current: boolean;
}

interface DeviceRow {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one batch; answers how many notices went to at least one device. */
export async function deliverQueued(
  { db, now: clock }: Deps<'db' | 'now'>,
  signer: PushSigner,
): Promise<number> {
  const now = clock();
  const rows = await rowsOf<LeasedRow>(
    db,
    sql`WITH leased AS (
      UPDATE push_queue SET leased_until = ${new Date(now.getTime() + LEASE_MS)}::timestamptz
      WHERE id IN (SELECT id FROM push_queue WHERE sent_at IS NULL AND send_after <= ${now}::timestamptz
        AND (leased_until IS NULL OR leased_until <= ${now}::timestamptz)
        ORDER BY send_after LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, kind, rental_id, due_at, sender_id)
    SELECT q.id, q.user_id, q.kind, q.rental_id, u.language, r.client_name, s.name AS sender_name,
      NOT u.is_deleted AND (q.due_at IS NULL OR (r.due_at = q.due_at AND r.outcome = 'callback'
        AND r.number_status IS DISTINCT FROM 'invalid')) AS current
    FROM leased q JOIN users u ON u.id = q.user_id JOIN rentals r ON r.id = q.rental_id
      LEFT JOIN users s ON s.id = q.sender_id`,
  );
  if (rows.length === 0) return 0;
  const userIds = [...new Set(rows.filter((row) => row.current).map((row) => row.user_id))];
  const devices = await rowsOf<DeviceRow>(
    db,
    sql`SELECT id, user_id, endpoint, p256dh, auth FROM push_subscriptions
      WHERE user_id = ANY(${sql.param(userIds)}::text[])`,
  );
  const gone = new Set<string>();
  let told = 0;
  for (const row of rows.filter((one) => one.current)) {
    const notice = await noticeOf(languageOf(row.language) ?? 'en', {
      kind: row.kind,
      rentalId: row.rental_id,
      clientName: row.client_name,
      senderName: row.sender_name,
    });
    const mine = devices.filter((device) => device.user_id === row.user_id && !gone.has(device.id));
    const outcomes: PushOutcome[] = await Promise.all(
      mine.map((device) => sendPush(signer, device, notice, DELIVERY[row.kind])),
    );
    outcomes.forEach((outcome, i) => {
      if (outcome === 'gone') gone.add(mine[i]!.id);
    });
    if (outcomes.includes('sent')) told += 1;
  }
  await removeDevices(db, [...gone]);
  await db.execute(
    sql`UPDATE push_queue SET sent_at = ${now}::timestamptz, leased_until = NULL
      WHERE id = ANY(${sql.param(rows.map((row) => row.id))}::text[])`,
  );
  return told;
}

/** Subscriptions the push service answered 404 or 410 for: the browser dropped them. */
export async function removeDevices(db: Deps<'db'>['db'], ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ANY(${sql.param(ids)}::text[])`);
}
