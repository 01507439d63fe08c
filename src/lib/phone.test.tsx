/**
 * The phone metadata arrives after the screens that show numbers (src/lib/phone.ts loads it lazily): a
 * render that comes first waits for it, so a page never shows a number unformatted, and a form's
 * check in that moment leaves the number to the server.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

type Act = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = (globalThis as Act).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // Each test loads the module afresh, so its metadata is still on the way.
  vi.resetModules();
  // Rendered as a page renders, not inside act(), which would hold the render until the metadata came.
  (globalThis as Act).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as Act).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

let attempts = 0;
function Lead({ show }: { show: (number: string) => string }) {
  attempts += 1;
  return <p>Lead {show('+15075551234')}</p>;
}

it('shows a number only once it can be formatted', async () => {
  const { showNumber } = await import('./phone');
  const container = document.body.appendChild(document.createElement('div'));
  const shown: string[] = [];
  new MutationObserver(() => shown.push(container.textContent ?? '')).observe(container, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  const root = createRoot(container);
  // Rendered now, before the metadata can have arrived.
  flushSync(() => root.render(<Lead show={showNumber} />));
  expect(container.textContent).toBe('');

  await vi.waitFor(() => expect(container.textContent).toBe('Lead (507) 555-1234'));
  expect(shown).toEqual(['Lead (507) 555-1234']);
  // The render that suspended, the one that showed the number, and between them React's pre-warm of the
  // suspended tree when the metadata takes longer than React's commit of what was shown (a cold or busy
  // worker): never a loop of renders.
  expect(attempts).toBeGreaterThanOrEqual(2);
  expect(attempts).toBeLessThanOrEqual(3);
  root.unmount();
});

it('leaves a number typed before the metadata arrives to the server’s check', async () => {
  const { isWholeNumber, loadPhone } = await import('./phone');
  expect(isWholeNumber('555-1234')).toBe(true);
  await loadPhone();
  expect(isWholeNumber('555-1234')).toBe(false);
});
