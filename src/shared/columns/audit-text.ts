/**
 * An audit entry in words (rule D10.1): each action's label, who acted, and what changed, written the
 * same on screen and in the Download.
 */
import type { AuditAction, AuditEntry, AuditValues } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { ROLE_TITLES } from '../../lib/routes';
import { orDash } from './columns';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'password-reset-asked': 'Reset link sent',
  'password-reset-done': 'Password reset',
  'user-created': 'User created',
  'user-limit-changed': 'Limit changed',
  'user-bulk-upload-changed': 'Bulk upload changed',
  'user-moved': 'User moved',
  'user-deleted': 'User deleted',
  'settings-changed': 'Settings changed',
  'lead-made-invalid': 'Number made invalid',
  'leads-uploaded': 'Leads uploaded',
  'leads-bypassed': 'Leads bypassed',
  'deal-closed': 'Deal closed',
  'deal-status-changed': 'Deal status changed',
  'lead-released': 'Lead released',
};

/** What a sign-in changes is nothing: its entry is read for the address it came from. */
const SIGN_INS: readonly AuditAction[] = ['sign-in', 'sign-in-failed'];

// An id means nothing to a reader; where a value names a person the entry holds the name beside it.
const isId = (field: string) => /Id$/.test(field) || field === 'moveStaffTo';

/** Fields whose stored name reads badly; the others are split into words. */
const FIELD_NAMES: Record<string, string> = { pickLimit: 'limit', canBulkUpload: 'bulk upload' };

/** `pickLimit` → "limit", `number_status` → "number status", `delayTime` → "delay time". */
const fieldName = (field: string) =>
  FIELD_NAMES[field] ??
  field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A moment (the settings' hold start) reads in Panama time, as every date on screen does.
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const shownFields = (...values: (AuditValues | null)[]) => [
  ...new Set(values.flatMap((v) => Object.keys(v ?? {})).filter((field) => !isId(field))),
];

/** "limit: 5, role: data-picker"; a dash when nothing readable is there. */
export function valuesText(values: AuditValues | null): string {
  const fields = shownFields(values);
  return fields.length ? fields.map((f) => `${fieldName(f)}: ${valueText(values?.[f])}`).join(', ') : '-';
}

/** The Change column: "limit: 5 → 7", what was made ("inserted: 3"), or a sign-in's address. */
export function changeText(entry: Pick<AuditEntry, 'action' | 'before' | 'after' | 'ip'>): string {
  if (SIGN_INS.includes(entry.action)) return orDash(entry.ip);
  if (entry.before === null) return valuesText(entry.after);
  const fields = shownFields(entry.before, entry.after);
  if (!fields.length) return '-';
  return fields
    .map((f) => `${fieldName(f)}: ${valueText(entry.before?.[f])} → ${valueText(entry.after?.[f])}`)
    .join(', ');
}

/** A failed sign-in has no actor: nobody was signed in. */
export const whoText = (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.name ?? '-';
export const roleText = (entry: Pick<AuditEntry, 'actor'>) =>
  entry.actor ? ROLE_TITLES[entry.actor.role] : '-';
/** A lead's or a deal's label is its stored number, shown as every lead table shows numbers. */
export function targetText({ target }: Pick<AuditEntry, 'target'>): string {
  if (!target?.label) return '-';
  return target.kind === 'lead' || target.kind === 'deal' ? showNumber(target.label) : target.label;
}
