/**
 * The do-not-contact list (docs/rules/do-not-contact.md#d5.13): one row a number, E.164 as leads store it (docs/decisions.md#p53), with why
 * and who added it. A lead with a listed number is never created, imported, served or texted; adding
 * one ends the leads nobody holds, and the trigger `rentals_do_not_contact` ends one its picker lets go.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SystemReasonCode } from '../../../../src/contract';
import { users } from './users';

export const doNotContact = pgTable(
  'do_not_contact',
  {
    id: text('id').primaryKey().default(sql`time_ordered_uuid()`),
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    /** Which system-written reason it is (contract SYSTEM_REASON_CODES), shown in the reader's language; null: typed. */
    reasonCode: text('reason_code').$type<SystemReasonCode>(),
    addedById: text('added_by_id')
      .notNull()
      .references(() => users.id),
    /** The server's clock when it was added (docs/decisions.md#p8). */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Every lead's number is looked up here where it enters or leaves (create, import, release): one
    // index read. text_pattern_ops, as the leads' own, so the list's search by first digits reads it too.
    uniqueIndex('do_not_contact_number_idx').on(t.number.op('text_pattern_ops')),
    // The list, newest first, a page at a time.
    index('do_not_contact_added_idx').on(t.addedAt, t.id),
  ],
);

export type DoNotContactRow = typeof doNotContact.$inferSelect;
