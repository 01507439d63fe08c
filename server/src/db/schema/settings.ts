/** The one row of global fetching settings (docs/rules/settings.md#d7, docs/rules/settings.md), with their defaults. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LeadsType, TwoFactorRequiredFor } from '../../../../src/contract';
import { users } from './users';

export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    delayTime: integer('delay_time').notNull().default(0),
    isDelayEnabled: boolean('is_delay_enabled').notNull().default(false),
    holdTime: integer('hold_time').notNull().default(0),
    isHoldEnabled: boolean('is_hold_enabled').notNull().default(false),
    holdEnabledAt: timestamp('hold_enabled_at', { withTimezone: true }),
    leadsType: text('leads_type').$type<LeadsType>().notNull().default('random'),
    /** Minutes before a held lead goes back to the pool; 0 = never (docs/rules/operations.md#d9.4). */
    releaseAfter: integer('release_after').notNull().default(30),
    /** Recycling and skips (docs/rules/claiming.md#d5.5): a No Answer's wait, serves per lead, a callback's grace, skips a day. */
    noAnswerRetryMinutes: integer('no_answer_retry_minutes').notNull().default(120),
    maxAttempts: integer('max_attempts').notNull().default(3),
    callbackGraceMinutes: integer('callback_grace_minutes').notNull().default(30),
    skipLimit: integer('skip_limit').notNull().default(5),
    /** Freshness (docs/rules/claiming.md#d5.26): hours a lead is fresh, days after which it is stale. */
    freshHours: integer('fresh_hours').notNull().default(48),
    staleDays: integer('stale_days').notNull().default(7),
    /** Months after which ended leads and failed deals are anonymised; 0 = never (docs/rules/client-data.md#d13.4). */
    retentionMonths: integer('retention_months').notNull().default(0),
    /**
     * The Panama day (YYYY-MM-DD) the retention job last ran: the process that moves it runs that
     * day's job, so several processes run it once (docs/rules/client-data.md#d13.4). Not a setting: the form never sees it.
     */
    retentionRanOn: text('retention_ran_on'),
    /**
     * The rewrite of the erased values' files (docs/rules/client-data.md#d13.6), not settings either: each
     * erasure or retention run that anonymised anything counts one more asked, in its transaction; a
     * finished rewrite records the count it covered; `due_since` is when the oldest one not yet covered
     * committed, and a process rewriting holds `claimed_until` so no other starts one meanwhile.
     */
    rewriteAsked: integer('rewrite_asked').notNull().default(0),
    rewriteDone: integer('rewrite_done').notNull().default(0),
    rewriteDueSince: timestamp('rewrite_due_since', { withTimezone: true }),
    rewriteClaimedUntil: timestamp('rewrite_claimed_until', { withTimezone: true }),
    /** Who must sign in with a second factor (docs/rules/auth.md, "Two-factor"). */
    twoFactorRequiredFor: text('two_factor_required_for')
      .$type<TwoFactorRequiredFor>()
      .notNull()
      .default('nobody'),
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export type SettingsRow = typeof settings.$inferSelect;
