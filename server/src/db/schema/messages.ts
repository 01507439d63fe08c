/** Messages a picker sends to a lead's creator (docs/rules/leads.md#d5, docs/rules/messages.md). */
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
    rentalId: text('rental_id').references(() => rentals.id),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_creator_created_idx').on(t.creatorId, t.createdAt)],
);

export type MessageRow = typeof messages.$inferSelect;
