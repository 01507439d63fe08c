/**
 * Webhooks (docs/rules/integrations.md#d15.7): each subscription belongs to one admin group, or to none (the
 * super-admin's, which hears every group). Its deliveries are the durable outbox: a row per event and
 * subscription, written in the transaction of the change it tells of (docs/rules/integrations.md#d15.9).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryStatus, WebhookEvent } from '../../../../src/contract/webhooks';
import { users } from './users';

export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  /** The admin whose group it hears; null: the super-admin's, hearing every group. */
  adminId: text('admin_id').references(() => users.id),
  url: text('url').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  /** `whsec_` and the base64 key: the Standard Webhooks form, which the receiver's library reads. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Set when the deliveries kept failing and the subscription was turned off (docs/rules/integrations.md#d15.10). */
  disabledForFailures: boolean('disabled_for_failures').notNull().default(false),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The event's id, the `webhook-id` header: the same on every attempt and on a Resend. */
    eventId: text('event_id').notNull(),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The lead, deal or import the event is about: the payload is read from its row when sent. */
    subjectId: text('subject_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When this delivery was queued (the event, or its Resend): its retries stop a day after. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; null once delivered or failed for good. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Until when a process's attempt holds the row: past it, a killed process's attempt is retried. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.dueAt).where(sql`${t.dueAt} IS NOT NULL`),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.createdAt),
  ],
);

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
