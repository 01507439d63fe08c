/**
 * `<rl-notification-bell>`: the data creator's bell: unread count, the messages pickers sent, new ones
 * live over the page's one socket. Renders nothing for other roles. Put it in `<rl-shell>`'s `bell` slot.
 * @tag rl-notification-bell
 * @csspart root - The widget's frame.
 * @csspart bell-button - The bell button.
 * @csspart badge - The unread count on the button.
 * @csspart panel - The popover list of messages.
 */
import { defineWidget } from '../src/lib/define-widget';
import bellCss from '../src/screens/notification-bell/bell.css?inline';
import { NotificationBellScreen } from '../src/screens/notification-bell/notification-bell-screen';

export const RlNotificationBell = defineWidget('rl-notification-bell', NotificationBellScreen, {
  styles: [bellCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'rl-notification-bell': HTMLElement;
  }
}
