/**
 * `<rl-not-found>`: the page for an unknown route, with Go Back.
 * @tag rl-not-found
 * @attr message - A status text to show instead of the default explanation.
 * @csspart root - The widget's frame.
 * @csspart card - The message card.
 */
import { defineWidget } from '../src/lib/define-widget';
import { type NotFoundProps, NotFoundScreen } from '../src/screens/not-found/not-found-screen';

export const RlNotFound = defineWidget<NotFoundProps>('rl-not-found', NotFoundScreen, {
  props: { message: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'rl-not-found': HTMLElement & { message?: string };
  }
}
