/**
 * `<rl-client-data>`: everything held about one client, found by phone number or email (leads, deals
 * with their images, messages, audit entries); Export .json and .xlsx; Erase… with a reason and,
 * optionally, the number put on the do-not-contact list (Law 81 of 2019).
 * @tag rl-client-data
 * @role super-admin - Searches, exports and erases.
 * @fires rl-client-exported - A client's data was downloaded; `format` (json or xlsx).
 * @fires rl-client-erased - A client's data was erased; how many `leads`, `deals`, `images`, `messages`, and `addedToDoNotContact`.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart header - The heading row.
 * @csspart search - The search box and its button.
 * @csspart results - What is held, grouped.
 * @csspart actions - Export .json, Export .xlsx and Erase….
 * @csspart error - A failed search, with Retry.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { ClientDataScreen } from '../src/screens/client-data/client-data-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlClientData = defineWidget('rl-client-data', ClientDataScreen, { frame: QueryFrame });

/** `<rl-client-data>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlClientDataElement = ElementOf<typeof RlClientData>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-client-data': RlClientDataElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlClientData> {}
}
