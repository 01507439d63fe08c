/**
 * `<rl-make-invalid>`: find a lead by phone number and, after a confirmation, mark its number invalid for good.
 * @tag rl-make-invalid
 * @role data-picker - Make Invalid in the picker's menu.
 * @fires rl-lead-invalidated - The lead's number is now invalid.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart lead - The found lead with its Invalid button.
 * @csspart header - The heading row.
 * @csspart actions - The row with the Invalid button.
 * @csspart dialog - The confirmation dialog.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { MakeInvalidScreen } from '../src/screens/make-invalid/make-invalid-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlMakeInvalid = defineWidget('rl-make-invalid', MakeInvalidScreen, { frame: QueryFrame });

/** `<rl-make-invalid>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlMakeInvalidElement = ElementOf<typeof RlMakeInvalid>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-make-invalid': RlMakeInvalidElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlMakeInvalid> {}
}
