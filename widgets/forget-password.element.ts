/**
 * `<rl-forget-password>`: asks for a password reset link by mail.
 * @tag rl-forget-password
 * @fires rl-reset-link-sent - The request was accepted; detail `{ email }`.
 * @csspart root - The widget's frame.
 * @csspart form - The card.
 */
import { defineWidget } from '../src/lib/define-widget';
import { ForgetPasswordScreen } from '../src/screens/forget-password/forget-password-screen';

export const RlForgetPassword = defineWidget('rl-forget-password', ForgetPasswordScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-forget-password': HTMLElement;
  }
}
