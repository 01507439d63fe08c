/**
 * `<rl-deal-list>`: the closed deals the signed-in user may see: a picker its own, a rental-picker
 * leader and an admin their group's, the super-admin all (with a payment filter). Admins and the
 * super-admin set each deal done or failed, after a confirmation. Every role's list is titled Closed Rentals.
 * @tag rl-deal-list
 * @role data-picker - Its own deals.
 * @role team-leader - Rental-picker leaders only: their group's deals.
 * @role admin - Its group's deals; sets each done or failed.
 * @role super-admin - Every deal with the payment filter; sets each done or failed.
 * @fires rl-deal-status-changed - An admin confirmed and saved a deal's new status.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, filters, table and pages.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 * @csspart header - The heading row with the total.
 * @csspart dialog - The closing image dialog and the status confirmation.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { DealListScreen } from '../src/screens/deal-list/deal-list-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlDealList = defineWidget('rl-deal-list', DealListScreen, { frame: QueryFrame });

/** `<rl-deal-list>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlDealListElement = ElementOf<typeof RlDealList>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-deal-list': RlDealListElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlDealList> {}
}
