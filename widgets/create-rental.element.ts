/**
 * `<rl-create-rental>`: the data creator's rental form with today's counts (Today, Valid, Invalid).
 * @tag rl-create-rental
 * @role data-creator - Create Rental, the creator's home.
 * @attr post-text - A post's text (and link) shared to the app: pasted into 'Paste a post' and read into the form.
 * @fires rl-rental-created - A lead was created.
 * @csspart root - The widget's frame.
 * @csspart page - The heading, form and counts.
 * @csspart form - The rental form.
 * @csspart paste - 'Paste a post', its buttons and an image's progress.
 * @csspart checks - What the number and the post link already are (a lead's, or listed).
 * @csspart counts - Today's counts beside the form.
 * @csspart header - The heading row.
 * @csspart fields - The rental fields.
 * @csspart actions - The row with Create Rental.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { CreateRentalScreen } from '../src/screens/create-rental/create-rental-screen';
import pastePostCss from '../src/screens/create-rental/paste-post.css?inline';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';
import thumbCss from '../src/ui/styles/thumb.css?inline';

export const RlCreateRental = defineWidget('rl-create-rental', CreateRentalScreen, {
  frame: QueryFrame,
  props: { postText: 'string' },
  styles: [pastePostCss, thumbCss],
});

/** `<rl-create-rental>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlCreateRentalElement = ElementOf<typeof RlCreateRental>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-create-rental': RlCreateRentalElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlCreateRental> {}
}
