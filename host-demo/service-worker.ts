/**
 * The host page's service worker (docs/rules/screens.md#d2.6), registered by the host page alone, with
 * the host page's scope: embedding pages never register it. A new build's worker waits: the page shows
 * 'A new version is ready', and only its 'Reload' lets the new worker take over and reloads the page.
 */
import { Workbox } from 'workbox-window';
import { updateNotice } from '../src/ui/update-notice';

export function registerServiceWorker(): void {
  const worker = new Workbox('./sw.js', { scope: './' });
  worker.addEventListener('waiting', () => {
    void updateNotice(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }).then((notice) => {
      document.querySelector('.rl-update-notice')?.remove();
      document.body.append(notice);
    });
  });
  // The page stays open all day and its hash routes never navigate, which is when a browser looks for a
  // new worker: coming back to the page looks too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void worker.update();
  });
  // A browser that refuses workers (a private window, a policy) keeps the page as a website.
  worker.register().catch(() => undefined);
}
