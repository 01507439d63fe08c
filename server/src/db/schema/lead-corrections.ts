/**
 * A picker's proposed corrections of a lead it holds or held (docs/rules/leads.md#d5.21): the fields it would change and
 * their proposed values, until the lead's creator accepts (applied as the creator's own correction)
 * or declines. A decided proposal stays, with who decided and when. A merged lead's proposals go with it.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rentals } from './rentals';
import { users } from './users';

export type CorrectionStatus = 'pending' | 'accepted' | 'declined';

export const leadCorrections = pgTable(
  'lead_corrections',
  {
    id: text('id').primaryKey().default(sql`time_ordered_uuid()`),
    rentalId: text('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    proposerId: text('proposer_id')
      .notNull()
      .references(() => users.id),
    /** Only the fields that differed from the lead when proposed, by wire name. */
    changes: jsonb('changes').$type<Record<string, string | null>>().notNull(),
    status: text('status').$type<CorrectionStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id),
  },
  (t) => [
    // A lead's proposals: a creator's pending ones, a picker's own that a new one replaces, and the
    // cascade of a deleted lead (an import's revert deletes thousands), each read off this index.
    index('lead_corrections_rental_idx').on(t.rentalId, t.status),
  ],
);
