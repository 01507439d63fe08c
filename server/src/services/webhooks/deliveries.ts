/**
 * A subscription's delivery log (docs/rules/integrations.md#d15.11), newest first, and a delivery's Resend: a new
 * delivery of the same event, due at once, whatever became of the first.
 */
import { sql } from 'drizzle-orm';
import {
  DELIVERY_LOG_SIZE,
  DELIVERY_NOT_FOUND,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { firstRow, iso, isoOrNull, rowsOf } from '../../db/raw-rows';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import type { Deps } from '../deps';
import { lockedWebhook } from './change-webhook';

interface DeliveryRow {
  id: string;
  event_id: string;
  event: WebhookEvent;
  status: WebhookDelivery['status'];
  response_code: number | null;
  duration_ms: number | null;
  attempts: number;
  occurred_at: string;
  last_attempt_at: string | null;
  due_at: string | null;
}

const COLUMNS = sql.raw(`id, event_id, event, status, response_code, duration_ms, attempts, occurred_at,
  last_attempt_at, due_at`);

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  _id: row.id,
  eventId: row.event_id,
  event: row.event,
  status: row.status,
  responseCode: row.response_code,
  durationMs: row.duration_ms,
  attempts: row.attempts,
  occurredAt: iso(row.occurred_at),
  lastAttemptAt: isoOrNull(row.last_attempt_at),
  dueAt: isoOrNull(row.due_at),
});

async function inScope(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction((tx) => lockedWebhook(tx, caller, id));
}

export async function listDeliveries(
  { db }: Deps<'db'>,
  caller: Caller,
  id: string,
): Promise<WebhookDelivery[]> {
  await inScope(db, caller, id);
  const rows = await rowsOf<DeliveryRow>(
    db,
    sql`SELECT ${COLUMNS} FROM webhook_deliveries WHERE subscription_id = ${id}
      ORDER BY created_at DESC, id DESC LIMIT ${DELIVERY_LOG_SIZE}`,
  );
  return rows.map(toDelivery);
}

export async function resendDelivery(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Caller,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await inScope(db, caller, id);
  const now = clock();
  const row = await firstRow<DeliveryRow>(
    db,
    sql`INSERT INTO webhook_deliveries (subscription_id, event_id, event, subject_id, occurred_at, created_at, due_at)
      SELECT subscription_id, event_id, event, subject_id, occurred_at, ${now}, ${now} FROM webhook_deliveries
      WHERE id = ${deliveryId} AND subscription_id = ${id}
      RETURNING ${COLUMNS}`,
  );
  if (!row) throw notFound(DELIVERY_NOT_FOUND);
  return toDelivery(row);
}

/** Deliveries queued more than `days` ago, done with or not, leave the log (swept with the other sweeps). */
export async function sweepOldDeliveries({ db, now }: Deps<'db' | 'now'>, days = 30): Promise<void> {
  await db.execute(
    sql`DELETE FROM webhook_deliveries WHERE created_at < ${new Date(now().getTime() - days * 86_400_000)}`,
  );
}
