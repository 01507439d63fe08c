/**
 * `<rl-reset-password>`: sets a new password from the mailed link.
 * @tag rl-reset-password
 * @role public - Signed out, from the mailed link.
 * @attr email - The account's email; read from the link's query string when absent.
 * @attr token - The link's token; read from the link's query string when absent.
 * @fires rl-password-reset - The password was changed.
 * @csspart root - The widget's frame.
 * @csspart form - The card.
 * @csspart page - The centred page around the card.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { ResetPasswordScreen } from '../src/screens/reset-password/reset-password-screen';
import { defineWidget } from '../src/ui/define-widget';

export const RlResetPassword = defineWidget('rl-reset-password', ResetPasswordScreen, {
  props: { email: 'string', token: 'string' },
});

/** `<rl-reset-password>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlResetPasswordElement = ElementOf<typeof RlResetPassword>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-reset-password': RlResetPasswordElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlResetPassword> {}
}
