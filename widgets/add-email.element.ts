/**
 * `<rl-add-email>`: Add Only Email: find a lead by phone number and store the client's email on it.
 * @tag rl-add-email
 * @fires rl-client-email-added - The email was saved; detail `{ rental }`.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart lead - The found lead with the email form.
 * @csspart form - The email form.
 */
import { defineWidget } from '../src/lib/define-widget';
import { AddEmailScreen } from '../src/screens/add-email/add-email-screen';

export const RlAddEmail = defineWidget('rl-add-email', AddEmailScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-add-email': HTMLElement;
  }
}
