/**
 * Held leads a picker handed back unworked or to be served again (docs/rules/claiming.md#d5.5): a No Answer, a callback,
 * or a skip with its reason. Who, when and why, for the picker's next claim (the delay, the leads it
 * skipped today, the day's skips) and for the boards and reports.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Outcome, SkipReason } from '../../../../src/contract';
import { rentals } from './rentals';
import { users } from './users';

export type ReturnKind = Extract<Outcome, 'no-answer' | 'callback'> | 'skipped';

export const leadReturns = pgTable(
  'lead_returns',
  {
    id: text('id').primaryKey().default(sql`time_ordered_uuid()`),
    rentalId: text('rental_id')
      .notNull()
      .references(() => rentals.id),
    pickerId: text('picker_id')
      .notNull()
      .references(() => users.id),
    /** The picker's admin and leader when it held the lead, as a finish files them (docs/rules/people.md#d4.4). */
    adminId: text('admin_id'),
    leaderId: text('leader_id'),
    kind: text('kind').$type<ReturnKind>().notNull(),
    /** A skip's reason. */
    reason: text('reason').$type<SkipReason>(),
    note: text('note'),
    returnedAt: timestamp('returned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The picker's latest return (when its delay started) on every claim and finish.
    index('lead_returns_picker_idx').on(t.pickerId, t.returnedAt),
    // The picker's skips today: the day's limit, and the leads not to serve it again.
    index('lead_returns_skips_idx').on(t.pickerId, t.returnedAt).where(sql`${t.kind} = 'skipped'`),
  ],
);
