/**
 * `<rl-forget-password>`: asks for a password reset link by mail.
 * @tag rl-forget-password
 * @role public - Signed out.
 * @fires rl-reset-link-sent - The request was accepted.
 * @csspart root - The widget's frame.
 * @csspart form - The card.
 * @csspart page - The centred page around the card.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { ForgetPasswordScreen } from '../src/screens/forget-password/forget-password-screen';
import { defineWidget } from '../src/ui/define-widget';

export const RlForgetPassword = defineWidget('rl-forget-password', ForgetPasswordScreen);

/** `<rl-forget-password>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlForgetPasswordElement = ElementOf<typeof RlForgetPassword>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-forget-password': RlForgetPasswordElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlForgetPassword> {}
}
