/**
 * Web Push (docs/rules/notifications.md): each device's subscription, and the durable queue of what
 * is to be pushed, written in the same transaction as the change that calls for it, or by the
 * callbacks' sweep (docs/rules/notifications.md#d16.5).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rentals } from './rentals';
import { users } from './users';

/** One device of a user: the push service's endpoint and the keys its payloads are encrypted to. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** What a queued notification is about (docs/rules/notifications.md#d16.3). */
export type PushKind = 'callback-soon' | 'callback-due' | 'team-callback' | 'callback-missed' | 'message';

/**
 * One notification to one user. Its text is written when it is sent, in the user's language then, from
 * the lead it names: the queue holds no personal field of its own. A sent row is kept for two days so the
 * sweep does not queue the same callback's notice again.
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PushKind>().notNull(),
    rentalId: text('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    /** The callback's due time this notice is about; null for a message. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** A message's writer, whose first name the notice says. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    /** A process sending it holds it until then; past it, another may (a process that died mid-send). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_queue_waiting_idx').on(t.sendAfter).where(sql`${t.sentAt} IS NULL`),
    index('push_queue_sent_idx').on(t.sentAt).where(sql`${t.sentAt} IS NOT NULL`),
    // One notice of a kind a user for one callback time: the sweep queues it once, whichever process sweeps.
    uniqueIndex('push_queue_callback_idx')
      .on(t.userId, t.kind, t.rentalId, t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL`),
  ],
);
