/**
 * Toasts for every widget. sonner and its styles load on the first toast, so a page that never shows
 * one (the login route, mostly) does not pay for them.
 */
import type { toast as SonnerToast } from 'sonner';
import { isApiError, messageOf } from './api-error';

export const ERROR_TOAST_DURATION_MS = 2000;

let nextId = 0;
const show = (draw: (toast: typeof SonnerToast) => void): void => {
  if (typeof document === 'undefined') return;
  void import('./toaster-host').then(({ mountedToast }) => draw(mountedToast()));
};

export const toastSuccess = (message: string) => show((t) => t.success(message));

export const toastError = (message: string) =>
  show((t) => t.error(message, { duration: ERROR_TOAST_DURATION_MS }));

export const toastWarning = (message: string) => show((t) => t.warning(message));

/**
 * The API client toasts every 403 and 404 itself: a second toast would repeat it.
 * A refusal with a `code` is the exception, left to the widget that explains it.
 */
export const alreadyToasted = (error: unknown): boolean =>
  isApiError(error) && (error.status === 403 || error.status === 404) && error.code === null;

/** A failed call, told once: the server's message, else the fallback. */
export function toastFailure(error: unknown, fallback: string): void {
  if (!alreadyToasted(error)) toastError(messageOf(error, fallback));
}

/** A loading toast ('Creating...', 'Searching...'); settle it with `dismissToast(id)`. */
export function toastLoading(message: string): string {
  const id = `rl-toast-${++nextId}`;
  show((t) => t.loading(message, { id }));
  return id;
}

export const dismissToast = (id: string) => show((t) => t.dismiss(id));
