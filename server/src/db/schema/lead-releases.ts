/**
 * Held leads that went back to the pool (docs/rules/operations.md#d9): released by a supervisor or expired. The picker's
 * next Finish reads its latest release to say why its lead is gone.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReleaseReason } from '../../../../src/contract';
import { rentals } from './rentals';
import { users } from './users';

export const leadReleases = pgTable(
  'lead_releases',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    rentalId: text('rental_id')
      .notNull()
      .references(() => rentals.id),
    pickerId: text('picker_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<ReleaseReason>().notNull(),
    /** The supervisor who released it; null when it expired. */
    releasedBy: text('released_by').references(() => users.id),
    /** The hold's length in minutes when it expired, for the picker's message. */
    afterMinutes: integer('after_minutes'),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_releases_picker_idx').on(t.pickerId, t.releasedAt)],
);
