/**
 * Web Push in the host page's service worker (docs/rules/notifications.md#d16.6), loaded by Workbox's
 * generated worker with `importScripts` (vite.config.ts): a push shows its notification, and a tap
 * brings an open host page to the notice's screen, or opens one there.
 */

/** What the server pushes (src/contract/push.ts, `PushNotice`); kept apart so the worker imports nothing. */
interface Notice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface WorkerScope {
  registration: {
    scope: string;
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}

interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(work: Promise<unknown>): void;
}

interface ClickEventLike {
  notification: { data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}

const worker = self as unknown as WorkerScope;

const isNotice = (value: unknown): value is Notice =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'body', 'url', 'tag'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

worker.addEventListener('push', (event) => {
  let notice: unknown = null;
  try {
    notice = event.data?.json() ?? null;
  } catch {
    notice = null;
  }
  if (!isNotice(notice)) return;
  event.waitUntil(
    worker.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: new URL('icons/icon-192.png', worker.registration.scope).href,
    }),
  );
});

/** The host page at the notice's hash route; only this site's own routes are opened. */
function targetOf(data: unknown): string {
  const hash = (data as { url?: unknown } | null)?.url;
  const route = typeof hash === 'string' && hash.startsWith('#/') ? hash : '';
  return new URL(route, worker.registration.scope).href;
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data);
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const page = open.find((client) => client.url.startsWith(worker.registration.scope));
      if (!page) return worker.clients.openWindow(target);
      // Focus may be refused (it needs the tap's activation); the page goes to the notice's screen all the same.
      return Promise.all([page.focus().catch(() => undefined), page.navigate(target)]);
    }),
  );
});
