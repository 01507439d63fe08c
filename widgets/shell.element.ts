/**
 * `<rl-shell>`: the signed-in layout: sidebar with the role's entries, header, footer. Put the page's
 * element inside it; put `<rl-notification-bell slot="bell">` in it for creators.
 * @tag rl-shell
 * @role super-admin, admin, team-leader, data-creator, data-picker - The sidebar lists the signed-in role's entries.
 * @attr route - The active route (e.g. `/admin/manage-dataPickers`); read from the hash when absent.
 * @fires rl-signed-out - The user logged out from the account menu.
 * @slot - The page.
 * @slot bell - The notification bell in the header.
 * @csspart root - The widget's frame.
 * @csspart sidebar - The side navigation.
 * @csspart header - The top bar.
 * @csspart logo - The product name in the header.
 * @csspart profile-button - The account menu's button.
 * @csspart content - The page area.
 * @csspart footer - The copyright line.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import shellCss from '../src/screens/shell/shell.css?inline';
import { ShellScreen } from '../src/screens/shell/shell-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';
import thumbCss from '../src/ui/styles/thumb.css?inline';

export const RlShell = defineWidget('rl-shell', ShellScreen, {
  props: { route: 'string' },
  styles: [thumbCss, shellCss],
  frame: QueryFrame,
});

/** `<rl-shell>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlShellElement = ElementOf<typeof RlShell>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-shell': RlShellElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlShell> {}
}
