/**
 * `<rl-client-details>`: the picked leads' clients as searchable cards, latest update first, with a
 * date range, pages and Download (rentalDetails_{timestamp}.xlsx).
 * @tag rl-client-details
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, cards and pages.
 * @csspart toolbar - Search, dates and Download.
 * @csspart download - The Download button with its progress and Cancel.
 * @csspart cards - The grid of client cards.
 * @csspart pagination - The page controls.
 */
import { defineWidget } from '../src/lib/define-widget';
import { ClientDetailsScreen } from '../src/screens/client-details/client-details-screen';

export const RlClientDetails = defineWidget('rl-client-details', ClientDetailsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-client-details': HTMLElement;
  }
}
