/**
 * The answers of calls sent with an `Idempotency-Key` (docs/rules/claiming.md#d5.25): one row per user and key,
 * written in the same transaction as the call's change, so a replay reads the first answer instead
 * of changing anything again. Rows older than a day are swept with the expired holds.
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, path and body's digest: the same key with another request is refused. */
    request: text('request').notNull(),
    /** The first answer (the success envelope, or the refusal's fields); set before the row commits. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
