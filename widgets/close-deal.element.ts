/**
 * `<rl-close-deal>`: a picker's Deal Closing: search a lead by number, then close its deal with the
 * client's email, the payment method and a closing image (uploaded with progress).
 * @tag rl-close-deal
 * @fires rl-deal-closed - A deal was created; detail `{ deal }` (the ClosedRental).
 * @csspart root - The widget's frame.
 * @csspart page - The screen: heading, search, lead and form.
 * @csspart form - The deal form.
 */
import { defineWidget } from '../src/lib/define-widget';
import { CloseDealScreen } from '../src/screens/close-deal/close-deal-screen';

export const RlCloseDeal = defineWidget('rl-close-deal', CloseDealScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-close-deal': HTMLElement;
  }
}
