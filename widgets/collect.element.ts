/**
 * `<rl-collect>`: the data picker's Collect screen: fetch one lead, copy its fields, finish it as
 * valid or invalid, wait out the delay, generate the first text and message the lead's creator.
 * @tag rl-collect
 * @fires rl-lead-fetched - A lead is held; detail `{ rental }`.
 * @fires rl-lead-finished - The held lead was finished; detail `{ rental, number_status }`.
 * @fires rl-message-sent - A message reached the lead's creator; detail `{ message }`.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart fetch-button - The Fetch Rental / Fetching... / Fetched / Wait {n}s button.
 * @csspart status - Why the last fetch was refused (daily limit, hold, empty pool).
 * @csspart lead - The held lead, or the line shown when none is held.
 */
import { defineWidget } from '../src/lib/define-widget';
import { CollectScreen } from '../src/screens/collect/collect-screen';

export const RlCollect = defineWidget('rl-collect', CollectScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-collect': HTMLElement;
  }
}
