/**
 * `<rl-login>`: the sign-in form. Navigates to the user's role home on success.
 * @tag rl-login
 * @fires rl-signed-in - A user signed in; detail `{ user }`.
 * @csspart root - The widget's frame.
 * @csspart form - The sign-in card.
 * @csspart overlay - The full-screen overlay while signing in.
 */
import { defineWidget } from '../src/lib/define-widget';
import { LoginScreen } from '../src/screens/login/login-screen';

export const RlLogin = defineWidget('rl-login', LoginScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-login': HTMLElement;
  }
}
