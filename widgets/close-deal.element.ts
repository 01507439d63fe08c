/**
 * `<rl-close-deal>`: a picker's Deal Closing: search a lead by number, then close its deal with the
 * client's email, the payment method and a closing image (uploaded with progress).
 * @tag rl-close-deal
 * @role data-picker - Deal Closing in the picker's menu.
 * @fires rl-deal-closed - A deal was created.
 * @csspart root - The widget's frame.
 * @csspart page - The screen: heading, search, lead and form.
 * @csspart form - The deal form.
 * @csspart header - The heading row.
 * @csspart actions - The row with Close Deal.
 * @csspart file-picker - The box with Choose image and the chosen image's name.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import filePickerCss from '../src/screen-parts/file-upload/file-picker.css?inline';
import { CloseDealScreen } from '../src/screens/close-deal/close-deal-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';
import thumbCss from '../src/ui/styles/thumb.css?inline';

export const RlCloseDeal = defineWidget('rl-close-deal', CloseDealScreen, {
  styles: [thumbCss, filePickerCss],
  frame: QueryFrame,
});

/** `<rl-close-deal>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlCloseDealElement = ElementOf<typeof RlCloseDeal>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-close-deal': RlCloseDealElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlCloseDeal> {}
}
