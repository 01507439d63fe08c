/**
 * `<rl-audit-log>`: the audit trail: who changed what and when (sign-ins, users created, limits and
 * permissions changed, moves, deletions, settings, uploads, bypasses, deals, releases), newest first,
 * filtered by person, action and days, a page at a time, with Download of every match as .xlsx.
 * @tag rl-audit-log
 * @role super-admin - Every entry, or one admin's group chosen in the Group filter.
 * @role admin - The entries of its own group.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart header - The heading row with the total.
 * @csspart toolbar - The group, person, action and date filters and Download.
 * @csspart download - Download, and while it runs its progress and Cancel.
 * @csspart table - The scrolling frame around the entries' table.
 * @csspart pagination - The page controls.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { AuditLogScreen } from '../src/screens/audit-log/audit-log-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlAuditLog = defineWidget('rl-audit-log', AuditLogScreen, { frame: QueryFrame });

/** `<rl-audit-log>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlAuditLogElement = ElementOf<typeof RlAuditLog>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-audit-log': RlAuditLogElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlAuditLog> {}
}
