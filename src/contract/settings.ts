/** Global fetching settings (docs/rules/settings.md#d7). */
import { boolean, type Infer, nullable, object, optional } from 'superstruct';
import { LEADS_TYPES, type LeadsType } from './enums';
import { dateTime, requiredChoice, wholeNumber } from './rules';
import {
  CALLBACK_GRACE_LABEL,
  FRESH_HOURS_LABEL,
  MAX_ATTEMPTS_LABEL,
  NO_ANSWER_RETRY_LABEL,
  RELEASE_AFTER_LABEL,
  RETENTION_MONTHS_LABEL,
  SKIP_LIMIT_LABEL,
  STALE_DAYS_LABEL,
  TWO_FACTOR_REQUIRED_LABEL,
} from './settings-labels';
import { TWO_FACTOR_REQUIRED_FOR, type TwoFactorRequiredFor } from './two-factor-setting';

export const DEFAULT_SETTINGS = {
  delayTime: 0,
  isDelayEnabled: false,
  holdTime: 0,
  isHoldEnabled: false,
  holdEnabledAt: null as string | null,
  leadsType: 'random' as LeadsType,
  /** Minutes a picker may hold a lead before it goes back to the pool; 0 = never (docs/rules/operations.md#d9.4). */
  releaseAfter: 30,
  /** Minutes before a No Answer lead is served again (docs/rules/claiming.md#d5.5). */
  noAnswerRetryMinutes: 120,
  /** Times a lead is served in all, the first claim included, before a No Answer ends it as Unreachable. */
  maxAttempts: 3,
  /** Minutes a due personal callback waits for its own picker before anyone of its team may take it. */
  callbackGraceMinutes: 30,
  /** Skips a picker may make in a Panama day. */
  skipLimit: 5,
  /** Hours a lead stays fresh after it was entered: the claim serves fresh leads first (docs/rules/claiming.md#d5.26). */
  freshHours: 48,
  /** Days after it was entered that a lead is stale, marked and filtered in the lists (docs/rules/claiming.md#d5.28). */
  staleDays: 7,
  /** Months after which ended leads and failed deals are anonymised, daily; 0 = never (docs/rules/client-data.md#d13.4). */
  retentionMonths: 0,
  /** Who must sign in with an authenticator app's code too (docs/rules/auth.md, "Two-factor"). */
  twoFactorRequiredFor: 'nobody' as TwoFactorRequiredFor,
};
export type Settings = typeof DEFAULT_SETTINGS;

/** An ISO instant with its offset, as the form sends it, inside the dates the database stores. */
const isoDateTime = dateTime('Hold Enabled At');

/**
 * Bounds of the recycling and freshness settings: a retry within a week, at most ten serves, a grace
 * of a day, 100 skips, fresh for at most 30 days, stale after at most a year.
 */
export const RECYCLING_BOUNDS = {
  noAnswerRetryMinutes: [1, 10_080],
  maxAttempts: [1, 10],
  callbackGraceMinutes: [0, 1_440],
  skipLimit: [0, 100],
  freshHours: [1, 720],
  staleDays: [1, 365],
} as const;
const bounded = (label: string, [min, max]: readonly [number, number]) =>
  optional(wholeNumber(label, min, max));

export const SettingsInput = object({
  delayTime: wholeNumber('Delay Time', 0, 86_400),
  isDelayEnabled: boolean(),
  holdTime: wholeNumber('Hold Time', 0, 525_600),
  isHoldEnabled: boolean(),
  holdEnabledAt: nullable(isoDateTime),
  leadsType: requiredChoice('Leads Type', LEADS_TYPES, 'Leads Type is required'),
  /** Absent: unchanged, so a client that predates the setting keeps working. */
  releaseAfter: optional(wholeNumber(RELEASE_AFTER_LABEL, 0, 10_080)),
  // Absent: unchanged, as `releaseAfter`.
  noAnswerRetryMinutes: bounded(NO_ANSWER_RETRY_LABEL, RECYCLING_BOUNDS.noAnswerRetryMinutes),
  maxAttempts: bounded(MAX_ATTEMPTS_LABEL, RECYCLING_BOUNDS.maxAttempts),
  callbackGraceMinutes: bounded(CALLBACK_GRACE_LABEL, RECYCLING_BOUNDS.callbackGraceMinutes),
  skipLimit: bounded(SKIP_LIMIT_LABEL, RECYCLING_BOUNDS.skipLimit),
  freshHours: bounded(FRESH_HOURS_LABEL, RECYCLING_BOUNDS.freshHours),
  staleDays: bounded(STALE_DAYS_LABEL, RECYCLING_BOUNDS.staleDays),
  /** Absent: unchanged, as `releaseAfter`. At most ten years. */
  retentionMonths: optional(wholeNumber(RETENTION_MONTHS_LABEL, 0, 120)),
  twoFactorRequiredFor: optional(
    requiredChoice(
      TWO_FACTOR_REQUIRED_LABEL,
      TWO_FACTOR_REQUIRED_FOR,
      `${TWO_FACTOR_REQUIRED_LABEL} is required`,
    ),
  ),
});
export type SettingsInput = Infer<typeof SettingsInput>;
