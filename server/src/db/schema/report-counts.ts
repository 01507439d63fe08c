/**
 * The reports' kept counters (docs/rules/reports.md#d11, docs/rules/reports.md): per Panama day and person, what the
 * leads and deals of that person did, kept by triggers on `rentals` and `closed_rentals` (migration
 * 0016), so a 90-day report at a million leads sums a few thousand rows instead of counting leads.
 *
 * A lead counts on its creator's side under the admin and leader copied onto it when it was made,
 * and on its picker's side under those copied when it was claimed (docs/rules/people.md#d4.4); a person without an
 * admin or a leader is filed under ''. Only the triggers write here: no foreign keys, so an import's
 * statement-level trigger upserts its few grouped rows without a lookup per row.
 */
import { type AnyPgColumn, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { RecordedOutcome, ReportSide } from '../../../../src/contract';

export const reportDays = pgTable(
  'report_days',
  {
    side: text('side').$type<ReportSide>().notNull(),
    /** The Panama day the counted event happened (a lead made, finished, a deal closed). */
    day: date('day', { mode: 'string' }).notNull(),
    personId: text('person_id').notNull(),
    adminId: text('admin_id').notNull(),
    leaderId: text('leader_id').notNull(),
    /** Creators' side only: leads made that day, and how many of them have an invalid number now. */
    leadsCreated: integer('leads_created').notNull().default(0),
    leadsInvalid: integer('leads_invalid').notNull().default(0),
    /** Leads a picker finished that day, and the number's status they were left with. */
    leadsFinished: integer('leads_finished').notNull().default(0),
    finishedValid: integer('finished_valid').notNull().default(0),
    finishedInvalid: integer('finished_invalid').notNull().default(0),
    /** Deals closed that day, by their status now. */
    dealsInProcess: integer('deals_in_process').notNull().default(0),
    dealsDone: integer('deals_done').notNull().default(0),
    dealsFailed: integer('deals_failed').notNull().default(0),
    /**
     * Pickers' side only (docs/rules/claiming.md#d5.5): holds the picker ended that day with each outcome, and leads it
     * skipped. The final outcomes are counted from the lead (its finish), the waiting ones and the
     * skips from `lead_returns`, each by its own trigger (migration 0028).
     */
    outcomeNoAnswer: integer('outcome_no_answer').notNull().default(0),
    outcomeCallback: integer('outcome_callback').notNull().default(0),
    outcomeNotInterested: integer('outcome_not_interested').notNull().default(0),
    outcomeDoNotContact: integer('outcome_do_not_contact').notNull().default(0),
    outcomeUnreachable: integer('outcome_unreachable').notNull().default(0),
    skips: integer('skips').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.side, t.day, t.adminId, t.leaderId, t.personId] }),
    index('report_days_admin_idx').on(t.adminId, t.side, t.day),
    index('report_days_leader_idx').on(t.leaderId, t.side, t.day),
    // A picker's picks today, read by each of its claims (docs/rules/people.md#d4.5, docs/decisions.md#p92).
    index('report_days_person_idx').on(t.personId, t.side, t.day),
  ],
);

/** Each outcome's counter in `report_days` (docs/rules/claiming.md#d5.5). */
export const OUTCOME_COUNTERS = {
  'no-answer': reportDays.outcomeNoAnswer,
  callback: reportDays.outcomeCallback,
  'not-interested': reportDays.outcomeNotInterested,
  'do-not-contact': reportDays.outcomeDoNotContact,
  unreachable: reportDays.outcomeUnreachable,
} satisfies Record<RecordedOutcome, AnyPgColumn>;

/** A day, or the Monday-to-Sunday week or calendar month that starts on `day`. */
export type HeldSpan = 'day' | 'week' | 'month';

/**
 * How long pickers held the leads they finished: per picker and day of the finish, how many leads took
 * each whole number of minutes from claim to finish. Each finish is counted three times, in its day,
 * its week and its month, so a range's median reads its whole months and weeks in one row each and
 * only the days at its ends one by one (a 90-day range: a few thousand rows instead of a row per
 * picker, day and minute), and never the leads.
 */
export const reportHeld = pgTable(
  'report_held',
  {
    span: text('span').$type<HeldSpan>().notNull(),
    /** The first day of the span. */
    day: date('day', { mode: 'string' }).notNull(),
    personId: text('person_id').notNull(),
    adminId: text('admin_id').notNull(),
    leaderId: text('leader_id').notNull(),
    minutes: integer('minutes').notNull(),
    leads: integer('leads').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.span, t.day, t.adminId, t.leaderId, t.personId, t.minutes] }),
    index('report_held_admin_idx').on(t.adminId, t.span, t.day),
    index('report_held_leader_idx').on(t.leaderId, t.span, t.day),
  ],
);
