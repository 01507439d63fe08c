/**
 * `<rl-settings>`: the super-admin's Fetching Settings: delay, hold, the order leads are handed out, and
 * who must sign in with two-factor.
 * @tag rl-settings
 * @role super-admin - Only the super-admin.
 * @fires rl-settings-saved - The settings were saved.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart form - The settings form.
 * @csspart header - The heading row.
 * @csspart fields - The delay, hold, order and two-factor fields.
 * @csspart actions - The row with Save Settings.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { SettingsScreen } from '../src/screens/settings/settings-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlSettings = defineWidget('rl-settings', SettingsScreen, { frame: QueryFrame });

/** `<rl-settings>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlSettingsElement = ElementOf<typeof RlSettings>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-settings': RlSettingsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlSettings> {}
}
