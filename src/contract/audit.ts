/**
 * The audit trail (docs/rules/audit.md): one entry per change of state a person makes, written in the
 * change's own transaction and never changed after. The list reads them newest first, filtered by
 * person, action and Panama days, a page at a time; its Download streams every match as NDJSON.
 */
import { define, type Infer, object, optional, pick } from 'superstruct';
import { MAX_PAGE_SIZE, type Role } from './enums';
import { optionalCalendarDay, optionalText, wholeNumber } from './rules';

/** What a person did (docs/rules/audit.md#d10.1). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-ended',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-codes-renewed',
  'two-factor-reset',
  'password-reset-asked',
  'password-reset-done',
  'password-changed',
  'user-created',
  'user-info-changed',
  'user-limit-changed',
  'user-bulk-upload-changed',
  'user-moved',
  'user-deleted',
  'settings-changed',
  'lead-made-invalid',
  'leads-merged',
  'lead-corrected',
  'leads-uploaded',
  'import-previewed',
  'import-reverted',
  'leads-bypassed',
  'deal-closed',
  'deal-status-changed',
  'lead-released',
  'lead-outcome',
  'lead-skipped',
  'template-created',
  'template-changed',
  'template-deleted',
  'do-not-contact-added',
  'do-not-contact-removed',
  'do-not-contact-uploaded',
  'client-data-erased',
  'client-data-retention',
  'api-key-created',
  'api-key-revoked',
  'webhook-disabled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry is about; a `number` is an entry of the do-not-contact list, labelled with the number;
 * a `client` is a person whose data was erased, labelled without any of it (docs/rules/client-data.md#d13.3);
 * an `api-key` is labelled with the key's name (docs/rules/integrations.md#d15.3), a `webhook` with its URL.
 */
export const AUDIT_TARGET_KINDS = [
  'user',
  'lead',
  'deal',
  'settings',
  'upload',
  'template',
  'number',
  'client',
  'api-key',
  'webhook',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** Values before or after a change, by field: only the fields that changed. */
export type AuditValues = Record<string, unknown>;

export interface AuditEntry {
  _id: string;
  /** The server's clock when the change was made (ISO). */
  at: string;
  action: AuditAction;
  /** Who did it, with its name and role as they were then; null for a failed sign-in. */
  actor: { _id: string; name: string; role: Role } | null;
  target: { kind: AuditTargetKind; id: string | null; label: string } | null;
  before: AuditValues | null;
  after: AuditValues | null;
  /** The client's address, for sign-ins. */
  ip: string | null;
  /** The admin group the entry belongs to (docs/rules/audit.md#d10.3); null: the super-admin's alone. */
  adminId: string | null;
}

export const AUDIT_LISTED = 'Audit entries retrieved successfully';
/** A Download with nothing to write. */
export const NO_AUDIT_DATA = 'No audit entries to download';
/** The Download's one sheet. */
export const AUDIT_SHEET = 'Audit';
/** An admin naming another group than its own (403). */
export const NOT_YOUR_GROUP = 'You may only read your own group’s audit trail';

/** The list's query: page and days as every list takes them, then who, what and which group. */
export const AuditListQuery = object({
  page: optional(wholeNumber('Page', 1)),
  limit: optional(wholeNumber('Limit', 1, MAX_PAGE_SIZE)),
  startDate: optional(optionalCalendarDay('Start date')),
  endDate: optional(optionalCalendarDay('End date')),
  actorId: optional(optionalText('Person', 64)),
  /** Blank means every action. */
  action: optional(
    define<AuditAction | ''>(
      'Action',
      (v) => v === '' || (AUDIT_ACTIONS as readonly unknown[]).includes(v) || 'Action is not a valid choice',
    ),
  ),
  /** The super-admin narrows to one admin group; an admin may name only its own. */
  adminId: optional(optionalText('Admin', 64)),
});
export type AuditListQuery = Infer<typeof AuditListQuery>;

/**
 * One person who acted in the entries a reader may read (docs/rules/audit.md#d10.3), for the Person filter. Its name
 * and role are the user's current ones (a name never changes once the account exists); `deleted` when
 * the account has been deleted since.
 */
export interface AuditActor {
  _id: string;
  name: string;
  role: Role;
  deleted: boolean;
}

export const AUDIT_ACTORS_LISTED = 'Audit actors retrieved successfully';

/** `GET /audit/actors`' query: the list's group only, with the same rule (docs/rules/audit.md#d10.3). */
export const AuditActorsQuery = pick(AuditListQuery, ['adminId']);
export type AuditActorsQuery = Infer<typeof AuditActorsQuery>;

/**
 * The Download, `GET /audit/export` with the list's query: every matching entry, newest first, as
 * NDJSON: `{"total":n}`, then one AuditEntry per line, then `{"rows":n}` (a body without its end line
 * was cut short).
 */
export const AUDIT_EXPORT_PATH = '/audit/export';
