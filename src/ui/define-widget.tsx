/**
 * Turns a screen into a custom element: r2wc with an open shadow root, the widget styles adopted
 * (and the --rl-* token defaults into the page, once), an unmount deferred so a moved element keeps
 * its state, a guard against defining a tag twice, an `emit` prop that fires prefixed, bubbling,
 * composed events (`rl-<name>`), the language of the nearest `lang` attribute (./language.tsx), and
 * (through WidgetRoot) an error boundary with a Retry, inside the frame the element brings, if any
 * (`frame`: QueryFrame, ./query-frame.tsx, for the screens that load data), its first render a
 * transition.
 */
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, startTransition, useCallback, useLayoutEffect, useState } from 'react';
import { adoptPageTokens, adoptStyles } from '../core/adopt-styles';
import type { Emit, EventMap, WidgetClass, WidgetProps } from '../lib/widget-types';
import { LanguageProvider, useHostLanguage } from './language';
import baseCss from './styles/base.css?inline';
import partsCss from './styles/parts.css?inline';
import { type WidgetFrame, WidgetRoot } from './widget-root';

export type { Emit } from '../lib/widget-types';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetOptions<P> {
  /** Element attributes (kebab-cased from these prop names) and how to read them. */
  props?: { [K in keyof P]?: AttributeType };
  /** Extra CSS adopted after the base styles. */
  styles?: string[];
  /** What the screen needs around it: QueryFrame (./query-frame.tsx) when it uses queries. */
  frame?: WidgetFrame;
}

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export const EVENT_PREFIX = 'rl-';

/** Defines `tag` once and returns its class, typed by the screen's props (properties) and events. */
export function defineWidget<P extends object, M extends EventMap = Record<never, never>>(
  tag: `rl-${string}`,
  Screen: ComponentType<P & { emit: Emit<M> }>,
  options: WidgetOptions<WidgetProps<P>> = {},
): WidgetClass<WidgetProps<P>, M> {
  const existing = customElements.get(tag);
  if (existing) return existing as unknown as WidgetClass<WidgetProps<P>, M>;

  const css = [baseCss, partsCss, ...(options.styles ?? [])];
  let unadopted: string[] = [];

  function Widget(props: P & { container?: ShadowRoot }) {
    const host = props.container?.host;
    const emit = useCallback(
      (name: string, detail?: unknown) =>
        host?.dispatchEvent(
          new CustomEvent(`${EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true }),
        ),
      [host],
    );
    const language = useHostLanguage(host);
    // The screen first renders as a transition, which React does in slices of a few milliseconds,
    // yielding to the browser between them, instead of one long task for the whole screen: a phone
    // stays responsive while a page's elements mount side by side (Lighthouse on Collect: total
    // blocking time, docs/benchmarks.md). Updates after it are ordinary ones, shown at once.
    const [started, setStarted] = useState(false);
    useLayoutEffect(() => startTransition(() => setStarted(true)), []);
    if (!started) return null;
    return (
      <WidgetRoot inlineStyles={unadopted} tag={tag} frame={options.frame}>
        <LanguageProvider language={language}>
          <Screen {...props} emit={emit} />
        </LanguageProvider>
      </WidgetRoot>
    );
  }

  const Base = r2wc(Widget, {
    shadow: 'open',
    props: options.props as Record<string, AttributeType>,
  }) as unknown as new () => R2wcElement;

  class RlElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) unadopted = adoptStyles(this.shadowRoot, css);
    }

    override disconnectedCallback() {
      // A move (disconnect then connect in one task) must not unmount React and lose state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  adoptPageTokens(baseCss);
  customElements.define(tag, RlElement);
  return RlElement as unknown as WidgetClass<WidgetProps<P>, M>;
}
