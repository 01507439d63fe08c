/**
 * `<rl-reset-password>`: sets a new password from the mailed link.
 * @tag rl-reset-password
 * @attr email - The account's email; read from the link's query string when absent.
 * @attr token - The link's token; read from the link's query string when absent.
 * @fires rl-password-reset - The password was changed; detail `{ email }`.
 * @csspart root - The widget's frame.
 * @csspart form - The card.
 */
import { defineWidget } from '../src/lib/define-widget';
import {
  type ResetPasswordProps,
  ResetPasswordScreen,
} from '../src/screens/reset-password/reset-password-screen';

export const RlResetPassword = defineWidget<Omit<ResetPasswordProps, 'emit'>>(
  'rl-reset-password',
  ResetPasswordScreen,
  {
    props: { email: 'string', token: 'string' },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'rl-reset-password': HTMLElement & { email?: string; token?: string };
  }
}
