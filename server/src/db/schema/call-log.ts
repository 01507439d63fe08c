/**
 * The call log (docs/rules/claiming.md#d5.24): each Call or WhatsApp a picker pressed on its held lead, when it came
 * back to the page and what it said the call ended in. Ids and times only: no number, name or note, so an erasure
 * (docs/rules/client-data.md) leaves nothing personal here.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CallChannel, CallOutcome } from '../../../../src/contract';
import { rentals } from './rentals';
import { users } from './users';

export const callLog = pgTable(
  'call_log',
  {
    id: text('id').primaryKey().default(sql`time_ordered_uuid()`),
    rentalId: text('rental_id')
      .notNull()
      .references(() => rentals.id),
    pickerId: text('picker_id')
      .notNull()
      .references(() => users.id),
    /** The picker's admin and leader when it called, as a finish files them (docs/rules/people.md#d4.4): the reports' scope. */
    adminId: text('admin_id'),
    leaderId: text('leader_id'),
    channel: text('channel').$type<CallChannel>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    outcome: text('outcome').$type<CallOutcome>(),
  },
  (t) => [
    // A lead's history, and its calls in the export.
    index('call_log_rental_idx').on(t.rentalId, t.startedAt),
    // The reports: a range of days, per picker.
    index('call_log_started_idx').on(t.startedAt, t.pickerId),
  ],
);
