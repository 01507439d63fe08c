/**
 * Sign-in attempt counters shared by every server process on PostgreSQL (docs/rules/auth.md#d3.9): one row
 * per limiter and key, its count valid until `expires_at`. On PGlite they stay in memory.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The sweep of expired rows reads them by this.
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
