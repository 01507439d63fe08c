/** The Download's columns (docs/rules/audit.md#d10.1): one row per entry, what the table shows with Before and After apart. */
import type { AuditEntry } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { ACTION_LABELS, roleText, targetText, valuesText, whoText } from './audit-text';
import { type Column, orDash } from './columns';

export const AUDIT_COLUMNS: readonly Column<AuditEntry>[] = [
  { key: 'at', header: 'When', text: (entry) => formatDateTime(entry.at), instant: (entry) => entry.at },
  { key: 'who', header: 'Who', text: whoText },
  { key: 'role', header: 'Role', text: roleText },
  { key: 'action', header: 'Action', text: (entry) => ACTION_LABELS[entry.action] },
  { key: 'target', header: 'Target', text: targetText },
  { key: 'before', header: 'Before', text: (entry) => valuesText(entry.before) },
  { key: 'after', header: 'After', text: (entry) => valuesText(entry.after) },
  { key: 'ip', header: 'Address', text: (entry) => orDash(entry.ip) },
];
