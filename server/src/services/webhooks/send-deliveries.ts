/**
 * Sends the webhook deliveries due (docs/rules/integrations.md#d15.10), signed to the Standard Webhooks specification.
 * Several processes may send at once: each claims a few due rows no one else has locked (SKIP LOCKED)
 * and holds them with a lease, so a row is sent by one process at a time, and a process killed
 * mid-send leaves its rows to be sent again once the lease has passed: at least once. A failure is
 * tried again after 30 s, then twice as long each time (at most 2 h), for a day; then the delivery
 * has failed and its subscription is turned off, marked as turned off for its failures, with an entry
 * in its group's audit trail.
 */
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { WebhookEvent } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { letOthersRun } from '../../db/let-others-run';
import { rowsOf } from '../../db/raw-rows';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { checkAddress } from './public-address';
import { webhookPayload } from './webhook-payload';

const BATCH = 10;
const TIMEOUT_MS = 10_000;
/** Long enough for a whole batch of time-outs, sent one after another: no other process takes a row still queued here. */
const LEASE_MS = BATCH * TIMEOUT_MS + 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 2 * 3_600_000;
const RETRY_FOR_MS = 24 * 3_600_000;

/** How long after its `attempts`-th failed attempt a delivery is tried again. */
export const retryDelay = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

interface Claimed {
  id: string;
  subscription_id: string;
  event_id: string;
  event: WebhookEvent;
  subject_id: string;
  occurred_at: string;
  created_at: string;
  attempts: number;
  url: string;
  secret: string;
  admin_id: string | null;
}

export interface SendOptions {
  allowPrivate: boolean;
}

async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    db,
    sql`UPDATE webhook_deliveries d SET lease_until = ${new Date(now.getTime() + LEASE_MS)}
      FROM webhook_subscriptions s
      WHERE s.id = d.subscription_id AND d.id IN (
        SELECT due.id FROM webhook_deliveries due
        JOIN webhook_subscriptions sub ON sub.id = due.subscription_id AND sub.enabled
        WHERE due.due_at <= ${now} AND (due.lease_until IS NULL OR due.lease_until <= ${now})
        ORDER BY due.due_at LIMIT ${BATCH} FOR UPDATE OF due SKIP LOCKED)
      RETURNING d.id, d.subscription_id, d.event_id, d.event, d.subject_id, d.occurred_at, d.created_at,
        d.attempts, s.url, s.secret, s.admin_id`,
  );
}

/** One attempt: the receiver's status, or null when none answered (refused address, network, time-out). */
async function attempt(
  db: Db,
  row: Claimed,
  at: Date,
  { allowPrivate }: SendOptions,
): Promise<number | null> {
  // Checked again on every attempt: the host's addresses may have changed since it was saved.
  if (!allowPrivate && (await checkAddress(row.url)) !== 'public') return null;
  const body = await webhookPayload(db, {
    event: row.event,
    subjectId: row.subject_id,
    occurredAt: new Date(row.occurred_at),
    adminId: row.admin_id,
  });
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': row.event_id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(row.secret).sign(row.event_id, at, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

async function record(db: Db, row: Claimed, at: Date, code: number | null, durationMs: number) {
  const attempts = row.attempts + 1;
  const delivered = code !== null && code >= 200 && code < 300;
  const next = new Date(at.getTime() + retryDelay(attempts));
  const givenUp = !delivered && next.getTime() - new Date(row.created_at).getTime() > RETRY_FOR_MS;
  const status = delivered ? 'delivered' : givenUp ? 'failed' : 'retrying';
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE webhook_deliveries SET status = ${status}, attempts = ${attempts},
      due_at = ${delivered || givenUp ? null : next}, lease_until = NULL, response_code = ${code},
      duration_ms = ${durationMs}, last_attempt_at = ${at} WHERE id = ${row.id}`);
    if (!givenUp) return;
    await tx.execute(sql`UPDATE webhook_subscriptions SET enabled = false, disabled_for_failures = true
      WHERE id = ${row.subscription_id}`);
    // Its owner reads it in the group's audit trail, and in the list's state (docs/rules/integrations.md#d15.10).
    await recordAudit(tx, {
      action: 'webhook-disabled',
      actor: null,
      at,
      target: { kind: 'webhook', id: row.subscription_id, label: row.url },
      after: { event: row.event, responseCode: code, attempts },
      adminId: row.admin_id,
    });
  });
}

/** Sends one batch of due deliveries; answers how many were tried. */
export async function sendDueDeliveries(
  { db, now }: Deps<'db' | 'now'>,
  options: SendOptions,
): Promise<number> {
  const claimed = await claimDue(db, now());
  for (const row of claimed) {
    // Requests first: on PGlite's one connection a delivery's statements wait for theirs.
    await letOthersRun(db);
    const at = now();
    const started = performance.now();
    const code = await attempt(db, row, at, options);
    await record(db, row, at, code, Math.round(performance.now() - started));
  }
  return claimed.length;
}
