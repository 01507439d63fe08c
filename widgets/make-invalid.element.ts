/**
 * `<rl-make-invalid>`: find a lead by phone number and, after a confirmation, mark its number invalid for good.
 * @tag rl-make-invalid
 * @fires rl-lead-invalidated - The lead's number is now invalid; detail `{ rental }`.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart lead - The found lead with its Invalid button.
 */
import { defineWidget } from '../src/lib/define-widget';
import { MakeInvalidScreen } from '../src/screens/make-invalid/make-invalid-screen';

export const RlMakeInvalid = defineWidget('rl-make-invalid', MakeInvalidScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-make-invalid': HTMLElement;
  }
}
