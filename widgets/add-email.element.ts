/**
 * `<rl-add-email>`: Add Only Email: find a lead by phone number and store the client's email on it.
 * @tag rl-add-email
 * @role data-picker - Add Only Email in the picker's menu.
 * @fires rl-client-email-added - The email was saved on the lead.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart lead - The found lead with the email form.
 * @csspart form - The email form.
 * @csspart header - The heading row.
 * @csspart actions - The row with Add Email.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { AddEmailScreen } from '../src/screens/add-email/add-email-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlAddEmail = defineWidget('rl-add-email', AddEmailScreen, { frame: QueryFrame });

/** `<rl-add-email>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlAddEmailElement = ElementOf<typeof RlAddEmail>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-add-email': RlAddEmailElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlAddEmail> {}
}
