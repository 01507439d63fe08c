/**
 * `<rl-picked-leads>`: the signed-in user's Picked Leads (route manage-by-pickers), latest finished
 * first, opening on today in Panama: total, date range, search, the role's filter, Download, table, pages.
 * @tag rl-picked-leads
 * @role super-admin - Every picked lead.
 * @role admin - Its group's picked leads.
 * @role team-leader - Rental-picker leaders only: their group's picked leads.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, table and pages.
 * @csspart toolbar - Search, dates, filter and Download.
 * @csspart download - The Download button with its progress and Cancel.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 * @csspart header - The heading row with the total.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { PickedLeadsScreen } from '../src/screens/picked-leads/picked-leads-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlPickedLeads = defineWidget('rl-picked-leads', PickedLeadsScreen, { frame: QueryFrame });

/** `<rl-picked-leads>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlPickedLeadsElement = ElementOf<typeof RlPickedLeads>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-picked-leads': RlPickedLeadsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlPickedLeads> {}
}
