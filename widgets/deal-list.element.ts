/**
 * `<rl-deal-list>`: the closed deals the signed-in user may see: a picker its own, a rental-picker
 * leader and an admin their group's, the super-admin all (with a payment filter). Admins and the
 * super-admin set each deal done or failed.
 * @tag rl-deal-list
 * @fires rl-deal-status-changed - An admin set a deal's status; detail `{ _id, status }`.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, filters, table and pages.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 */
import { defineWidget } from '../src/lib/define-widget';
import { DealListScreen } from '../src/screens/deal-list/deal-list-screen';

export const RlDealList = defineWidget('rl-deal-list', DealListScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-deal-list': HTMLElement;
  }
}
