/**
 * `<rl-create-rental>`: the data creator's rental form with today's counts (Today, Valid, Invalid).
 * @tag rl-create-rental
 * @fires rl-rental-created - A lead was created; detail `{ rental }`.
 * @csspart root - The widget's frame.
 * @csspart page - The heading, form and counts.
 * @csspart form - The rental form.
 * @csspart counts - Today's counts beside the form.
 */
import { defineWidget } from '../src/lib/define-widget';
import { CreateRentalScreen } from '../src/screens/create-rental/create-rental-screen';

export const RlCreateRental = defineWidget('rl-create-rental', CreateRentalScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-create-rental': HTMLElement;
  }
}
