/**
 * React 19 typings of every `rl-*` tag, for a React host (`import type {} from 'rental-leads/react'`):
 * its properties and one `on<event name>` prop per `rl-*` event. React 19 sets a custom element's
 * prop as a property when the element has one (r2wc defines one per attribute), and turns a function
 * prop named `on` + an event name, kept as written, into a listener: `onrl-signed-in`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { EventMap, EventMapOf, RlElement, RlEvents } from '../src/lib/widget-types';
import type { RlElementTagNameMap } from './host-types';

type EventsOfElement<E> = RlEvents<EventMapOf<E>>;

type EventProps<E> = {
  [K in keyof EventsOfElement<E> & string as `on${K}`]?: (event: EventsOfElement<E>[K]) => void;
};

type PropertyProps<E> = Partial<Omit<E, keyof RlElement<EventMap>>>;

/** The JSX props of one `rl-*` element. */
export type RlJsxProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  PropertyProps<E> &
  EventProps<E>;

type RlIntrinsicElements = { [T in keyof RlElementTagNameMap]: RlJsxProps<RlElementTagNameMap[T]> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends RlIntrinsicElements {}
  }
}
