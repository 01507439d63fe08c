/**
 * The outbox's write (docs/rules/integrations.md#d15.9): called inside the transaction of the change it tells of, it
 * queues one delivery per enabled subscription that hears the event and the event's groups (the
 * super-admin's subscriptions of no group hear every group). Fanned out here rather than at delivery,
 * so each delivery row is the unit that is claimed, retried and logged, and a subscription added
 * later never receives an older event. Nothing but ids is written: the payload is read from the
 * subject's row when it is sent.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../../src/contract';
import type { Db } from '../../db/database';

export interface WebhookFact {
  event: WebhookEvent;
  /** The lead, deal or import it is about. */
  subjectId: string;
  /** The admin groups that may read it: their ids, or a query answering them (null entries: no group). */
  groups: readonly (string | null)[] | SQL;
  at: Date;
}

const groupList = (groups: WebhookFact['groups']): SQL => {
  if (!Array.isArray(groups)) return groups as SQL;
  const ids = groups.filter((id): id is string => id !== null);
  return ids.length === 0
    ? sql`SELECT NULL::text`
    : sql`VALUES ${sql.join(
        ids.map((id) => sql`(${id})`),
        sql`, `,
      )}`;
};

export async function recordWebhookEvent(
  tx: Db,
  { event, subjectId, groups, at }: WebhookFact,
): Promise<void> {
  await tx.execute(sql`INSERT INTO webhook_deliveries
      (subscription_id, event_id, event, subject_id, occurred_at, created_at, due_at)
    SELECT s.id, ${`msg_${randomUUID()}`}, ${event}, ${subjectId}, ${at}, ${at}, ${at}
    FROM webhook_subscriptions s
    WHERE s.enabled AND ${event} = ANY(s.events)
      AND (s.admin_id IS NULL OR s.admin_id IN (${groupList(groups)}))`);
}

/**
 * A lead's event, heard in its creator's and its picker's groups (docs/rules/people.md#d4.4): the write
 * claim_lead and finish_lead make themselves (server/src/db/sql/lead-webhook-event.sql), called here.
 */
export async function recordLeadEvent(tx: Db, event: WebhookEvent, leadId: string, at: Date): Promise<void> {
  await tx.execute(sql`SELECT lead_webhook_event(${event}, ${leadId}, ${at}::timestamptz)`);
}
