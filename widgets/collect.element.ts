/**
 * `<rl-collect>`: the data picker's Collect screen: fetch one lead, copy its fields, finish it as
 * valid or invalid or end it another way (No Answer, Call Back Later, Not Interested, Do Not Contact,
 * Skip), wait out the delay, generate the first text and message the lead's creator; open a due
 * callback from My callbacks, and close the deal of a lead finished valid.
 * @tag rl-collect
 * @role data-picker - Collect Rental, the picker's home.
 * @fires rl-lead-fetched - A lead is held.
 * @fires rl-lead-finished - The held lead was finished as valid or invalid.
 * @fires rl-lead-ended - The held lead ended with an outcome (No Answer, Call Back Later, …).
 * @fires rl-lead-skipped - The held lead was handed back unworked.
 * @fires rl-message-sent - A message reached the lead's creator.
 * @fires rl-call-started - Call or WhatsApp was pressed on the held lead; detail `{ call }`, its call record.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart fetch-button - The Fetch Rental / Fetching... / Fetched / Wait {n}s button.
 * @csspart status - Why the last fetch was refused (daily limit, hold, empty pool).
 * @csspart lead - The held lead, or the line shown when none is held.
 * @csspart header - The heading row.
 * @csspart actions - The held lead's Finish button (Invalid Number stands apart, after the other endings).
 * @csspart served-again - The line on a lead served again after No Answer or Call Back Later.
 * @csspart lead-fate - After an ending, the line saying what will happen to the lead.
 * @csspart callbacks - My callbacks: the picker's own waiting callbacks.
 * @csspart callback-alert - The header's callback alert: upcoming, due and late callbacks, and Open now.
 * @csspart call - Call and WhatsApp under the held lead's number, and the running call with 'Back from the call'.
 * @csspart call-question - 'How did the call go?': the call's duration and the endings.
 * @csspart calls - The held lead's calls.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import callsCss from '../src/screens/collect/calls.css?inline';
import collectCss from '../src/screens/collect/collect.css?inline';
import { CollectScreen } from '../src/screens/collect/collect-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';
import thumbCss from '../src/ui/styles/thumb.css?inline';

export const RlCollect = defineWidget('rl-collect', CollectScreen, {
  styles: [thumbCss, collectCss, callsCss],
  frame: QueryFrame,
});

/** `<rl-collect>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlCollectElement = ElementOf<typeof RlCollect>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-collect': RlCollectElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlCollect> {}
}
