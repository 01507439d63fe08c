/**
 * The page's single toaster, mounted in its own shadow root so host CSS cannot reach it and several
 * widgets never show a toast twice. Settings are those of docs/rules/screens.md, "Toasts and general messages"; colours come from the --rl-*
 * tokens, status toasts on their status backgrounds. Loaded on the first toast.
 */
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';
import { i18nFor, isLoaded, loadCatalog } from '../contract/i18n';
import { partsCatalog } from '../locales/parts';
import { adoptStyles } from './adopt-styles';
import { pageLanguage } from './page-text';
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
      <PageToaster />
    </>,
  );
  return toast;
}

/**
 * The toaster, its region named in the page's language (`<html lang>`, as the server's messages in
 * the toasts are). It never waits for the Spanish texts: a toast shown meanwhile must not be lost.
 */
function PageToaster() {
  const [language, setLanguage] = useState(() => pageLanguage() ?? 'en');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setLanguage(pageLanguage() ?? 'en'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!isLoaded(partsCatalog, language))
      void loadCatalog(partsCatalog, language).then(
        () => setLoaded((n) => n + 1),
        () => undefined,
      );
  }, [language]);
  const label = isLoaded(partsCatalog, language) ? i18nFor(language)._('parts.notifications') : undefined;
  return (
    <Toaster
      containerAriaLabel={label}
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      richColors
    />
  );
}
