/**
 * A lead's conversation (docs/rules/messages.md#d5.20): each message is between the lead's creator and a picker of it,
 * written by either or by a leader or admin of theirs.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rentals } from './rentals';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    pickerId: text('picker_id')
      .notNull()
      .references(() => users.id),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    rentalId: text('rental_id').references(() => rentals.id),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_creator_created_idx').on(t.creatorId, t.createdAt),
    index('messages_picker_created_idx').on(t.pickerId, t.createdAt),
    index('messages_rental_created_idx').on(t.rentalId, t.createdAt),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
