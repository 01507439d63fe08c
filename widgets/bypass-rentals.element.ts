/**
 * `<rl-bypass-rentals>`: a super-admin hands a number of pool leads to an admin and downloads them
 * as rentals_{timestamp}.xlsx.
 * @tag rl-bypass-rentals
 * @fires rl-bypass-downloaded - The file was received and saved; detail `{ count }`, the number of leads asked for.
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 * @csspart form - The limit, the admin and Download Excel.
 */
import { defineWidget } from '../src/lib/define-widget';
import { BypassRentalsScreen } from '../src/screens/bypass-rentals/bypass-rentals-screen';

export const RlBypassRentals = defineWidget('rl-bypass-rentals', BypassRentalsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-bypass-rentals': HTMLElement;
  }
}
