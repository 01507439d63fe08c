/**
 * `<rl-login>`: the sign-in form, with "Sign in with …" when the server has an OpenID provider (and
 * the hand-off back from it completed), then the two-factor step when the account has it (an
 * authenticator's code or a recovery code) or must set it up. Navigates to the user's role home on success.
 * @tag rl-login
 * @role public - Signed out; a signed-in visitor is sent on to its role home.
 * @fires rl-signed-in - A user signed in.
 * @csspart root - The widget's frame.
 * @csspart form - The sign-in card.
 * @csspart overlay - The full-screen overlay while signing in.
 * @csspart page - The centred page around the card.
 * @csspart sso - The provider's button, its refusal message and the super-admin's way in.
 * @csspart sso-button - The "Sign in with …" button.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { LoginScreen } from '../src/screens/login/login-screen';
import { defineWidget } from '../src/ui/define-widget';

export const RlLogin = defineWidget('rl-login', LoginScreen);

/** `<rl-login>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlLoginElement = ElementOf<typeof RlLogin>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-login': RlLoginElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlLogin> {}
}
