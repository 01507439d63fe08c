/**
 * An audit entry in words (docs/rules/audit.md#d10.1): each action's label, who acted, and what changed, written the
 * same on screen and in the Download; the screen says them in its reader's language (a Wording), the
 * Download in English.
 */
import {
  type AuditAction,
  type AuditEntry,
  type AuditValues,
  CALLBACK_FOR_LABELS,
  CALLBACK_GRACE_LABEL,
  CLOSED_STATUS_LABELS,
  FRESH_HOURS_LABEL,
  MAX_ATTEMPTS_LABEL,
  NO_ANSWER_RETRY_LABEL,
  OUTCOME_LABELS,
  paymentMethodLabel,
  RELEASE_AFTER_LABEL,
  RENTAL_LABELS,
  RETENTION_MONTHS_LABEL,
  SKIP_LIMIT_LABEL,
  SKIP_REASON_LABELS,
  type SsoError,
  STALE_DAYS_LABEL,
  TEMPLATE_BODY_LABEL,
  TWO_FACTOR_REQUIRED_LABEL,
} from '../../contract';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/i18n';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { ROLE_TITLES } from '../../lib/role-titles';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'session-ended': 'Session ended',
  'two-factor-enabled': 'Two-factor on',
  'two-factor-disabled': 'Two-factor off',
  'two-factor-codes-renewed': 'Recovery codes renewed',
  'two-factor-reset': 'Two-factor reset',
  'password-reset-asked': 'Reset link sent',
  'password-reset-done': 'Password reset',
  'password-changed': 'Password changed',
  'user-created': 'User created',
  'user-info-changed': 'Details changed',
  'user-limit-changed': 'Limit changed',
  'user-bulk-upload-changed': 'Bulk upload changed',
  'user-moved': 'User moved',
  'user-deleted': 'User deleted',
  'settings-changed': 'Settings changed',
  'lead-made-invalid': 'Number made invalid',
  'leads-merged': 'Leads merged',
  'lead-corrected': 'Lead corrected',
  'leads-uploaded': 'Leads uploaded',
  'import-previewed': 'Import previewed',
  'import-reverted': 'Import reverted',
  'leads-bypassed': 'Leads bypassed',
  'deal-closed': 'Deal closed',
  'deal-status-changed': 'Deal status changed',
  'lead-released': 'Lead released',
  'lead-outcome': 'Lead outcome',
  'lead-skipped': 'Lead skipped',
  'template-created': 'Template created',
  'template-changed': 'Template changed',
  'template-deleted': 'Template deleted',
  'do-not-contact-added': 'Do-not-contact added',
  'do-not-contact-removed': 'Do-not-contact removed',
  'do-not-contact-uploaded': 'Do-not-contact uploaded',
  'client-data-erased': 'Client data erased',
  'client-data-retention': 'Retention applied',
  'api-key-created': 'Key created',
  'api-key-revoked': 'Key revoked',
  'webhook-disabled': 'Webhook turned off',
};

/**
 * How an entry's words are said: `say` gives an English word (a field's name, a value's word) in the
 * reader's language, as `localize` does with the audit catalog loaded; dates are written in `language`.
 */
export interface Wording {
  say: (english: string) => string;
  language: Language;
}

/** The Download's words, and the default: the product's English. */
const ENGLISH: Wording = { say: (english) => english, language: DEFAULT_LANGUAGE };

// An id means nothing to a reader; where a value names a person the entry holds the name beside it.
const isId = (field: string) => /Id$/.test(field) || field === 'moveStaffTo';

/**
 * Fields a reader knows by another name: the settings by their form's labels (docs/rules/settings.md,
 * "The Settings screen"), the others in plain words. The rest are split into words.
 */
const FIELD_NAMES: Record<string, string> = {
  // A corrected lead's fields by the create form's labels (docs/rules/leads.md#d5.21).
  ...RENTAL_LABELS,
  pickLimit: 'Limit',
  canBulkUpload: 'Bulk upload',
  paymentMethod: 'Payment method',
  delayTime: 'Delay Time (seconds)',
  isDelayEnabled: 'Enable Delay',
  holdTime: 'Hold Time (minutes)',
  isHoldEnabled: 'Enable Hold',
  holdEnabledAt: 'Hold Enabled At',
  leadsType: 'Leads Type',
  releaseAfter: RELEASE_AFTER_LABEL,
  noAnswerRetryMinutes: NO_ANSWER_RETRY_LABEL,
  maxAttempts: MAX_ATTEMPTS_LABEL,
  callbackGraceMinutes: CALLBACK_GRACE_LABEL,
  skipLimit: SKIP_LIMIT_LABEL,
  freshHours: FRESH_HOURS_LABEL,
  staleDays: STALE_DAYS_LABEL,
  retentionMonths: RETENTION_MONTHS_LABEL,
  twoFactorRequiredFor: TWO_FACTOR_REQUIRED_LABEL,
  dueAt: 'Due',
  callbackFor: 'Callback for',
  body: TEMPLATE_BODY_LABEL,
  scopes: 'Scopes',
  expiresAt: 'Expires',
};

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `pickLimit` → "Limit", `number_status` → "Number status", `teamLeader` → "Team leader". */
const fieldName = (field: string, { say }: Wording) =>
  say(
    FIELD_NAMES[field] ??
      sentenceCase(
        field
          .replace(/_/g, ' ')
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .toLowerCase(),
      ),
  );

/** An upload's source as its screen is named (docs/rules/uploads.md). */
const UPLOAD_SOURCES: Record<string, string> = {
  bulk: 'Bulk Rental Upload',
  'for-use': 'Bulk Upload For Use',
};

const named =
  (names: Record<string, string>) =>
  (value: string): string =>
    names[value] ?? value;

/** Who a sign-in or a session's end came through (docs/rules/auth.md#sso). */
const VIA_WORDS: Record<string, string> = { provider: 'sign-in provider' };

/** Why the provider's sign-in was refused, as the sign-in page says it, in short. */
const SSO_REFUSALS: Record<SsoError, string> = {
  'unknown-email': 'no account with that email',
  'unverified-email': 'email not verified',
  'linked-elsewhere': 'linked to another account',
  failed: 'sign-in failed',
};

/** Values stored as codes, in the words the screens use for them. */
const VALUE_WORDS: Record<string, (value: string) => string> = {
  role: named(ROLE_TITLES),
  status: named(CLOSED_STATUS_LABELS),
  paymentMethod: paymentMethodLabel,
  number_status: sentenceCase,
  leadsType: sentenceCase,
  source: named(UPLOAD_SOURCES),
  contact: showNumber,
  number: showNumber,
  outcome: named(OUTCOME_LABELS),
  callbackFor: named(CALLBACK_FOR_LABELS),
  // A skip's reason or a refused sign-in's are codes; a do-not-contact reason is typed text.
  reason: named({ ...SKIP_REASON_LABELS, ...SSO_REFUSALS }),
  via: named(VIA_WORDS),
  by: named(VIA_WORDS),
};

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

const valueText = (field: string, value: unknown, { say, language }: Wording): string => {
  if (value === null || value === undefined || value === '') return say('none');
  if (typeof value === 'boolean') return say(value ? 'yes' : 'no');
  if (typeof value === 'string') {
    const words = VALUE_WORDS[field];
    if (words) return say(words(value));
    // A moment (the settings' hold start) reads in Panama time, as every date on screen does.
    if (ISO_MOMENT.test(value)) return formatDateTime(value, language);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const shownFields = (...values: (AuditValues | null)[]) => [
  ...new Set(values.flatMap((v) => Object.keys(v ?? {})).filter((field) => !isId(field))),
];

/** "Limit: 5, Role: Data Picker"; a dash when nothing readable is there. */
export function valuesText(values: AuditValues | null, wording: Wording = ENGLISH): string {
  const fields = shownFields(values);
  return fields.length
    ? fields.map((f) => `${fieldName(f, wording)}: ${valueText(f, values?.[f], wording)}`).join(', ')
    : '-';
}

/**
 * The Change column: "Limit: 5 → 7", or what was made ("Inserted: 3"). A sign-in changes nothing:
 * its address says where it came from (`fromText`), not what changed.
 */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>, wording: Wording = ENGLISH): string {
  if (entry.before === null) return valuesText(entry.after, wording);
  const fields = shownFields(entry.before, entry.after);
  if (!fields.length) return '-';
  const said = (f: string, value: unknown) => valueText(f, value, wording);
  return fields
    .map((f) => `${fieldName(f, wording)}: ${said(f, entry.before?.[f])} → ${said(f, entry.after?.[f])}`)
    .join(', ');
}

/** Where the request came from, when the entry kept its address (sign-ins, reset links). */
export const fromText = (entry: Pick<AuditEntry, 'ip'>): string | null =>
  entry.ip ? `from ${entry.ip}` : null;

/** A failed sign-in has no actor: nobody was signed in. */
export const whoText = (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.name ?? '-';
export const roleText = (entry: Pick<AuditEntry, 'actor'>) =>
  entry.actor ? ROLE_TITLES[entry.actor.role] : '-';
/** A lead's, a deal's or a listed number's label is its stored number, shown as every lead table shows numbers. */
export function targetText({ target }: Pick<AuditEntry, 'target'>): string {
  if (!target?.label) return '-';
  return target.kind === 'lead' || target.kind === 'deal' || target.kind === 'number'
    ? showNumber(target.label)
    : target.label;
}
