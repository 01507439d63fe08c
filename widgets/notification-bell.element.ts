/**
 * `<rl-notification-bell>`: the bell of a data creator or a data picker: unread count, what the other side wrote on
 * their leads' conversations with a Reply to each, new ones live over the page's one socket. Renders nothing for
 * other roles. Put it in `<rl-shell>`'s `bell` slot.
 * @tag rl-notification-bell
 * @role data-creator, data-picker - Renders nothing for any other role.
 * @csspart root - The widget's frame.
 * @csspart bell-button - The bell button.
 * @csspart badge - The unread count on the button.
 * @csspart panel - The popover list of messages.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import bellCss from '../src/screens/notification-bell/bell.css?inline';
import { NotificationBellScreen } from '../src/screens/notification-bell/notification-bell-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlNotificationBell = defineWidget('rl-notification-bell', NotificationBellScreen, {
  styles: [bellCss],
  frame: QueryFrame,
});

/** `<rl-notification-bell>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlNotificationBellElement = ElementOf<typeof RlNotificationBell>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-notification-bell': RlNotificationBellElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlNotificationBell> {}
}
