/**
 * `<rl-profile>`: the signed-in user's info, its admin and team leader, its counts, its two-factor sign-in
 * (set up with an authenticator app, new recovery codes, turned off) and its signed-in devices
 * (Sessions), any other of which it may end.
 * @tag rl-profile
 * @role super-admin, admin, team-leader, data-creator, data-picker - Creators and pickers also see their counts.
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 * @csspart header - The heading row.
 * @csspart dialog - The question before a session ends.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { ProfileScreen } from '../src/screens/profile/profile-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlProfile = defineWidget('rl-profile', ProfileScreen, { frame: QueryFrame });

/** `<rl-profile>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlProfileElement = ElementOf<typeof RlProfile>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-profile': RlProfileElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlProfile> {}
}
