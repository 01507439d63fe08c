/** The toasts on screen, read from the page's toaster (it renders in its own shadow root), for play functions. */
import { expect, waitFor } from 'storybook/test';

export function toastTexts(): string[] {
  const root = document.querySelector('[data-rl-toaster]')?.shadowRoot;
  const titles = root?.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]) [data-title]') ?? [];
  return [...titles].map((title) => title.textContent ?? '');
}

/** Waits until a toast reading exactly `text` shows. */
export const expectToast = (text: string) => waitFor(() => expect(toastTexts()).toContain(text));

/** Checks for `ms` that no toast shows (the toaster loads lazily, so a toast may come a little late). */
export async function expectNoToast(ms = 600): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await expect(toastTexts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
