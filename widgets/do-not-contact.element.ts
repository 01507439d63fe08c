/**
 * `<rl-do-not-contact>`: the do-not-contact list: numbers no picker is served, no lead or upload may
 * carry and no first message is written for, with why, who added them and when; search, pages, Add,
 * Add from file (.csv/.xlsx) and, for the super-admin, Remove.
 * @tag rl-do-not-contact
 * @role super-admin - Reads, adds and removes.
 * @role admin - Reads and adds.
 * @fires rl-number-added - A number was listed; `number` (E.164) and `leadsEnded`.
 * @fires rl-numbers-uploaded - A file was added; `inserted`, `skipped` and `leadsEnded`.
 * @fires rl-number-removed - The super-admin removed a number; `number` (E.164).
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart header - The heading row with the total.
 * @csspart toolbar - The search and the Add buttons.
 * @csspart table - The scrolling frame around the numbers' table.
 * @csspart pagination - The page controls.
 * @csspart file-picker - The box showing the chosen file's name, in Add from file.
 * @csspart result - The counts and the skipped rows after a file was added.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import filePickerCss from '../src/screen-parts/file-upload/file-picker.css?inline';
import { DoNotContactScreen } from '../src/screens/do-not-contact/do-not-contact-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlDoNotContact = defineWidget('rl-do-not-contact', DoNotContactScreen, {
  styles: [filePickerCss],
  frame: QueryFrame,
});

/** `<rl-do-not-contact>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlDoNotContactElement = ElementOf<typeof RlDoNotContact>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-do-not-contact': RlDoNotContactElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlDoNotContact> {}
}
