/**
 * The page's single toaster, mounted in its own shadow root so host CSS cannot reach it and several
 * widgets never show a toast twice. Settings are those of docs/rules/screens.md, "Toasts and general messages"; colours come from the --rl-*
 * tokens, status toasts on their status backgrounds. Loaded on the first toast.
 */
import { createRoot, type Root } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';
import { adoptStyles } from './adopt-styles';
import toasterThemeCss from './toaster-theme.css?inline';

export const TOAST_DURATION_MS = 4000;

let host: HTMLElement | null = null;
let root: Root | null = null;

/**
 * Stops the toaster and takes it off the page. A page that swaps out its body (or a test that clears
 * it) disconnects the host; its root would otherwise keep running sonner's timers.
 */
export function unmountToaster(): void {
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
}

export function mountedToast(): typeof toast {
  if (host?.isConnected) return toast;
  unmountToaster();
  host = document.createElement('div');
  host.setAttribute('data-rl-toaster', '');
  const shadow = host.attachShadow({ mode: 'open' });
  const unadopted = adoptStyles(shadow, [sonnerCss, toasterThemeCss]);
  document.body.append(host);
  root = createRoot(shadow);
  root.render(
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
        richColors
      />
    </>,
  );
  return toast;
}
