/** The custom-element contract every widget inherits from define-widget, checked on real elements. */

import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/dom';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/core/api-error';
import { queryClient } from '../../src/core/query-client';
import { defineWidget, type Emit } from '../../src/ui/define-widget';
import { QueryFrame } from '../../src/ui/query-frame';

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

/** A screen with a bug while `fragile.broken` is set. */
const fragile = { broken: true };
function Fragile() {
  if (fragile.broken) throw new Error('cannot read properties of undefined');
  return createElement('p', null, 'Recovered');
}
defineWidget('rl-test-fragile', Fragile);

/** A screen whose query hands its error to the boundary. */
const load = vi.fn<() => Promise<string>>();
function Loader() {
  const { data } = useQuery({ queryKey: ['test-loader'], queryFn: load, retry: false, throwOnError: true });
  return createElement('p', null, data ?? 'Loading');
}
defineWidget('rl-test-loader', Loader, { frame: QueryFrame });

describe('a screen that throws', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  const alertOf = (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLElement>('[role="alert"]');
  const retryOf = (el: HTMLElement) =>
    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Retry');

  it('shows the page error with a Retry that mounts the screen again, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fragile.broken = true;
    const el = document.createElement('rl-test-fragile');
    document.body.append(el);

    await waitFor(() => expect(alertOf(el)).toBeTruthy());
    const alert = alertOf(el)!;
    expect(alert.querySelector('h2')?.textContent).toBe('Something went wrong!');
    expect(alert.textContent).toContain('An unexpected error occurred.');
    expect(alert.textContent).not.toContain('cannot read properties');
    expect(alert.getAttribute('part')).toBe('error');
    expect(logged).toHaveBeenCalledWith('<rl-test-fragile> failed:', expect.any(Error), expect.any(String));

    // A real, enabled button: reachable with Tab and pressed with Enter or Space.
    const retry = retryOf(el)!;
    expect(retry.disabled).toBe(false);
    retry.focus();
    expect(el.shadowRoot?.activeElement).toBe(retry);
    fragile.broken = false;
    retry.click();
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Recovered'));
    expect(alertOf(el)).toBeFalsy();
  });

  it("shows an API error's text and fetches the failed query again on Retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load
      .mockReset()
      .mockRejectedValueOnce(new ApiError('HTTP_ERROR', 'The service is down for maintenance', 503))
      .mockResolvedValue('Loaded');
    const el = document.createElement('rl-test-loader');
    document.body.append(el);

    await waitFor(() => expect(alertOf(el)?.textContent).toContain('The service is down for maintenance'));
    retryOf(el)!.click();
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Loaded'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
