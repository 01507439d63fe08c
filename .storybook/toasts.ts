/** The toasts on screen, read from the page's toaster (it renders in its own shadow root), for play functions. */
import { expect, waitFor } from 'storybook/test';

export function toastTexts(): string[] {
  const root = document.querySelector('[data-rl-toaster]')?.shadowRoot;
  const titles = root?.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]) [data-title]') ?? [];
  return [...titles].map((title) => title.textContent ?? '');
}

/** Waits until a toast reading exactly `text` shows. */
export const expectToast = (text: string) => waitFor(() => expect(toastTexts()).toContain(text));
