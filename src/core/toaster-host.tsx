/**
 * The page's single toaster, mounted in its own shadow root so host CSS cannot reach it and several
 * widgets never show a toast twice. Settings are the spec's (section 9); colours come from the --rl-*
 * tokens, status toasts on their status backgrounds. Loaded on the first toast.
 */
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';
import { adoptStyles } from './adopt-styles';
import toasterThemeCss from './toaster-theme.css?inline';

export const TOAST_DURATION_MS = 4000;

let host: HTMLElement | null = null;

export function mountedToast(): typeof toast {
  if (host?.isConnected) return toast;
  host = document.createElement('div');
  host.setAttribute('data-rl-toaster', '');
  const shadow = host.attachShadow({ mode: 'open' });
  const unadopted = adoptStyles(shadow, [sonnerCss, toasterThemeCss]);
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
        richColors
      />
    </>,
  );
  return toast;
}
