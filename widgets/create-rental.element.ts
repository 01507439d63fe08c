/**
 * `<rl-create-rental>`: the data creator's rental form with today's counts (Today, Valid, Invalid).
 * @tag rl-create-rental
 * @role data-creator - Create Rental, the creator's home.
 * @fires rl-rental-created - A lead was created.
 * @csspart root - The widget's frame.
 * @csspart page - The heading, form and counts.
 * @csspart form - The rental form.
 * @csspart counts - Today's counts beside the form.
 * @csspart header - The heading row.
 * @csspart fields - The rental fields.
 * @csspart actions - The row with Create Rental.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { CreateRentalScreen } from '../src/screens/create-rental/create-rental-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';
import thumbCss from '../src/ui/styles/thumb.css?inline';

export const RlCreateRental = defineWidget('rl-create-rental', CreateRentalScreen, {
  styles: [thumbCss],
  frame: QueryFrame,
});

/** `<rl-create-rental>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlCreateRentalElement = ElementOf<typeof RlCreateRental>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-create-rental': RlCreateRentalElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlCreateRental> {}
}
