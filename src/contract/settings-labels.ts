/**
 * The fetching settings' form labels (docs/rules/settings.md), apart from the settings' schema so the
 * audit trail names the settings without loading it.
 */
export const RELEASE_AFTER_LABEL = 'Release held leads after (minutes)';
export const NO_ANSWER_RETRY_LABEL = 'Retry No Answer after (minutes)';
export const MAX_ATTEMPTS_LABEL = 'Attempts per lead';
export const CALLBACK_GRACE_LABEL = 'Callback grace (minutes)';
export const SKIP_LIMIT_LABEL = 'Skips per picker per day';
export const FRESH_HOURS_LABEL = 'Fresh for (hours)';
export const STALE_DAYS_LABEL = 'Stale after (days)';
export const RETENTION_MONTHS_LABEL = 'Anonymise ended leads after (months)';
export const TWO_FACTOR_REQUIRED_LABEL = 'Require two-factor for';
