/**
 * `<rl-bypass-rentals>`: a super-admin hands a number of pool leads to an admin and downloads them
 * as rentals_{timestamp}.xlsx.
 * @tag rl-bypass-rentals
 * @role super-admin - Only the super-admin.
 * @fires rl-bypass-downloaded - The file was received and saved; `count` is the number of leads asked for.
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 * @csspart form - The limit, the admin and Download Excel.
 * @csspart header - The heading row.
 * @csspart fields - The limit and admin fields.
 * @csspart actions - The row with Download Excel.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { BypassRentalsScreen } from '../src/screens/bypass-rentals/bypass-rentals-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlBypassRentals = defineWidget('rl-bypass-rentals', BypassRentalsScreen, { frame: QueryFrame });

/** `<rl-bypass-rentals>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlBypassRentalsElement = ElementOf<typeof RlBypassRentals>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-bypass-rentals': RlBypassRentalsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlBypassRentals> {}
}
