/**
 * `<rl-my-leads>`: a data creator's own leads with what became of each (waiting, picked, valid,
 * invalid, deal): total, search, date range, the Outcome filter, the table and pages.
 * @tag rl-my-leads
 * @role data-creator - Only her own leads; any other role sees that the list is not for it.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, table and pages.
 * @csspart header - The heading row with the total.
 * @csspart toolbar - Search, dates and the Outcome filter.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { MyLeadsScreen } from '../src/screens/my-leads/my-leads-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlMyLeads = defineWidget('rl-my-leads', MyLeadsScreen, { frame: QueryFrame });

/** `<rl-my-leads>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlMyLeadsElement = ElementOf<typeof RlMyLeads>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-my-leads': RlMyLeadsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlMyLeads> {}
}
