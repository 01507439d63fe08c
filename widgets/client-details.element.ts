/**
 * `<rl-client-details>`: the picked leads' clients as searchable cards, latest update first, with a
 * date range, pages and Download (rentalDetails_{timestamp}.xlsx).
 * @tag rl-client-details
 * @role super-admin - Every client.
 * @role admin - Its group's clients.
 * @role team-leader - Rental-picker leaders only: their group's clients.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, table and pages.
 * @csspart toolbar - Search, dates and Download.
 * @csspart download - The Download button with its progress and Cancel.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 * @csspart header - The heading row with the total.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { ClientDetailsScreen } from '../src/screens/client-details/client-details-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlClientDetails = defineWidget('rl-client-details', ClientDetailsScreen, { frame: QueryFrame });

/** `<rl-client-details>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlClientDetailsElement = ElementOf<typeof RlClientDetails>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-client-details': RlClientDetailsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlClientDetails> {}
}
