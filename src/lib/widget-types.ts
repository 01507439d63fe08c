/**
 * The types of an element as its screen and a host page see it: the screen's typed `emit`, and the
 * element's properties and `rl-*` events, from which widgets/ declare each tag for DOM and React hosts.
 */

/** A screen's events: the event name without its `rl-` prefix → the event's `detail` (null for none). */
export type EventMap = object;

type DetailArgs<D> = [D] extends [null] ? [] : [detail: D];

/** Sends `rl-<name>` from the element; typed by the screen's event map. */
export type Emit<M extends EventMap = Record<string, unknown>> = <K extends keyof M & string>(
  name: K,
  ...detail: DetailArgs<M[K]>
) => void;

/** A screen's event map as the page receives it: prefixed names → CustomEvent with that detail. */
export type RlEvents<M> = { [K in keyof M & string as `rl-${K}`]: CustomEvent<M[K]> };

type Listener<E> = ((event: E) => unknown) | { handleEvent(event: E): unknown };

/** A key that exists only in types: an element type keeps its event map under it, to be read back. */
declare const eventMap: unique symbol;

/** An element whose `addEventListener` knows its own `rl-*` events first, then the DOM's. */
export interface RlElement<M> extends HTMLElement {
  /** Types only, never set: the screen's event map, read by EventMapOf. */
  readonly [eventMap]?: M;
  addEventListener<K extends keyof RlEvents<M>>(
    type: K,
    listener: Listener<RlEvents<M>[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: Listener<HTMLElementEventMap[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof RlEvents<M>>(
    type: K,
    listener: Listener<RlEvents<M>[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: Listener<HTMLElementEventMap[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** A screen's props that become element properties: not `emit`, `children` or r2wc's `container`. */
export type WidgetProps<P> = Omit<P, 'emit' | 'children' | 'container'>;

/** What `defineWidget` returns: the element class, typed by the screen's properties and events. */
export interface WidgetClass<A, M> {
  new (): RlElement<M> & Partial<A>;
  readonly prototype: RlElement<M> & Partial<A>;
}

/** The event map an element type was made with (e.g. for React typings). */
export type EventMapOf<E> = E extends RlElement<infer M> ? M : never;

/** The element instance of a `defineWidget` result. */
export type ElementOf<C> = C extends WidgetClass<infer A, infer M> ? RlElement<M> & Partial<A> : never;

/** The `rl-*` events of a `defineWidget` result, for GlobalEventHandlersEventMap. */
export type EventsOf<C> = C extends WidgetClass<unknown, infer M> ? RlEvents<M> : never;
