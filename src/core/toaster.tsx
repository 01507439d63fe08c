/**
 * The page's single toaster, mounted on first use in its own shadow root so host CSS cannot reach it
 * and several widgets never show a toast twice. Settings are the spec's (section 9).
 */
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';
import { adoptStyles } from '../lib/adopt-styles';

export const TOAST_DURATION_MS = 4000;
export const ERROR_TOAST_DURATION_MS = 2000;

let host: HTMLElement | null = null;

function ensureToaster(): void {
  if (host?.isConnected || typeof document === 'undefined') return;
  host = document.createElement('div');
  host.setAttribute('data-rl-toaster', '');
  const shadow = host.attachShadow({ mode: 'open' });
  const unadopted = adoptStyles(shadow, [sonnerCss]);
  document.body.append(host);
  createRoot(shadow).render(
    <>
      {unadopted.map((css) => (
        <style key={css.length}>{css}</style>
      ))}
      <Toaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        style={{ fontFamily: 'var(--rl-font-family, system-ui, sans-serif)' }}
      />
    </>,
  );
}

export const toastSuccess = (message: string) => {
  ensureToaster();
  return toast.success(message);
};

export const toastError = (message: string) => {
  ensureToaster();
  return toast.error(message, { duration: ERROR_TOAST_DURATION_MS });
};

export const toastWarning = (message: string) => {
  ensureToaster();
  return toast.warning(message);
};

/** A loading toast ('Creating...', 'Searching...') that the caller settles with the returned id. */
export const toastLoading = (message: string) => {
  ensureToaster();
  return toast.loading(message);
};

export const dismissToast = (id: string | number) => toast.dismiss(id);
