/**
 * `<rl-not-found>`: the page for an unknown route, with Go Back.
 * @tag rl-not-found
 * @role public - Anyone, signed in or not.
 * @attr message - A status text to show instead of the default explanation.
 * @csspart root - The widget's frame.
 * @csspart card - The message card.
 * @csspart page - The centred page around the card.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { NotFoundScreen } from '../src/screens/not-found/not-found-screen';
import { defineWidget } from '../src/ui/define-widget';

export const RlNotFound = defineWidget('rl-not-found', NotFoundScreen, {
  props: { message: 'string' },
});

/** `<rl-not-found>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlNotFoundElement = ElementOf<typeof RlNotFound>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-not-found': RlNotFoundElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlNotFound> {}
}
