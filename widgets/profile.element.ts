/**
 * `<rl-profile>`: the signed-in user's info, its admin and team leader, and its counts.
 * @tag rl-profile
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 */
import { defineWidget } from '../src/lib/define-widget';
import { ProfileScreen } from '../src/screens/profile/profile-screen';

export const RlProfile = defineWidget('rl-profile', ProfileScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-profile': HTMLElement;
  }
}
