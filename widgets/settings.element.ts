/**
 * `<rl-settings>`: the super-admin's Fetching Settings: delay, hold and the order leads are handed out.
 * @tag rl-settings
 * @fires rl-settings-saved - The settings were saved; detail `{ settings }`.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart form - The settings form.
 */
import { defineWidget } from '../src/lib/define-widget';
import { SettingsScreen } from '../src/screens/settings/settings-screen';

export const RlSettings = defineWidget('rl-settings', SettingsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-settings': HTMLElement;
  }
}
