/** The custom-element contract every widget inherits from define-widget, checked on real elements. */
import { waitFor } from '@testing-library/dom';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget, type Emit } from '../../src/lib/define-widget';

function Counter({ label, emit }: { label?: string; emit: Emit }) {
  const [count, setCount] = useState(0);
  return createElement(
    'button',
    {
      type: 'button',
      onClick: () => {
        setCount(count + 1);
        emit('counted', { count: count + 1 });
      },
    },
    `${label ?? 'Count'} ${count}`,
  );
}

const TAG = 'rl-test-counter';
defineWidget(TAG, Counter, { props: { label: 'string' } });

const mount = () => {
  const el = document.createElement(TAG);
  el.setAttribute('label', 'Clicks');
  document.body.append(el);
  return el;
};
const buttonOf = (el: HTMLElement) => el.shadowRoot?.querySelector('button') as HTMLButtonElement;

afterEach(() => document.body.replaceChildren());

describe('defineWidget', () => {
  it('renders in an open shadow root inside the reset frame, with attributes as props', async () => {
    const el = mount();
    await waitFor(() => expect(buttonOf(el)?.textContent).toBe('Clicks 0'));
    expect(el.shadowRoot?.mode).toBe('open');
    expect(el.shadowRoot?.querySelector('.rl-root[part="root"]')).not.toBeNull();
  });

  it('follows attribute changes', async () => {
    const el = mount();
    el.setAttribute('label', 'Taps');
    await waitFor(() => expect(buttonOf(el)?.textContent).toBe('Taps 0'));
  });

  it('fires prefixed events that bubble out of the shadow root', async () => {
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    const el = document.createElement(TAG);
    wrapper.append(el);
    const seen: unknown[] = [];
    document.addEventListener('rl-counted', (e) => seen.push((e as CustomEvent).detail), { once: true });
    await waitFor(() => expect(buttonOf(el)).toBeTruthy());
    buttonOf(el).click();
    await waitFor(() => expect(seen).toEqual([{ count: 1 }]));
  });

  it('keeps its state when moved to another place on the page', async () => {
    const el = mount();
    await waitFor(() => expect(buttonOf(el)).toBeTruthy());
    buttonOf(el).click();
    await waitFor(() => expect(buttonOf(el).textContent).toBe('Clicks 1'));
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(buttonOf(el).textContent).toBe('Clicks 1');
  });

  it('unmounts when removed for good', async () => {
    const el = mount();
    await waitFor(() => expect(buttonOf(el)).toBeTruthy());
    el.remove();
    await waitFor(() => expect(el.shadowRoot?.querySelector('button')).toBeNull());
  });

  it('returns the existing class instead of throwing when a tag is defined twice', () => {
    const first = customElements.get(TAG);
    expect(defineWidget(TAG, Counter)).toBe(first);
  });
});
