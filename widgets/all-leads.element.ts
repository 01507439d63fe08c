/**
 * `<rl-all-leads>`: the signed-in user's All Leads (route manage-by-creators): total, date range,
 * search, the role's filters, Download of every matching lead, the table and pages.
 * @tag rl-all-leads
 * @role super-admin - Every lead.
 * @role admin - Its group's leads.
 * @role team-leader - A rental-picker leader, its admin group's leads; a rental-creator leader, its own creators'.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, table and pages.
 * @csspart toolbar - Search, dates, filters and Download.
 * @csspart download - The Download button with its progress and Cancel.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 * @csspart header - The heading row with the total.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { AllLeadsScreen } from '../src/screens/all-leads/all-leads-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlAllLeads = defineWidget('rl-all-leads', AllLeadsScreen, { frame: QueryFrame });

/** `<rl-all-leads>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlAllLeadsElement = ElementOf<typeof RlAllLeads>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-all-leads': RlAllLeadsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlAllLeads> {}
}
