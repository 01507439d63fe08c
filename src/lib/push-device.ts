/**
 * This browser's side of Web Push (docs/rules/notifications.md#d16.2): whether it can be told anything,
 * its subscription through the host page's service worker, and the permission asked on the user's press.
 * The profile's Notifications section is given one of these, so stories pass a stand-in.
 */
import type { PushSubscriptionInput } from '../contract';

/** unsupported: no Push API, or a page without the host page's service worker (an embedding page). */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export interface PushDevice {
  state(): Promise<PushState>;
  /** Asks the permission, then subscribes with the server's key; null when the permission was not given. */
  subscribe(publicKey: string): Promise<PushSubscriptionInput | null>;
  /** Ends this device's subscription; answers its endpoint, null when there was none. */
  unsubscribe(): Promise<string | null>;
}

const hasPushApi = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

const registration = async () => (hasPushApi() ? navigator.serviceWorker.getRegistration() : undefined);

/** The server's key as `applicationServerKey` takes it. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};

const asInput = (subscription: PushSubscription): PushSubscriptionInput => {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
};

export const browserPushDevice: PushDevice = {
  async state() {
    const worker = await registration();
    if (!worker) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    const subscription = await worker.pushManager.getSubscription();
    return subscription && Notification.permission === 'granted' ? 'on' : 'off';
  },
  async subscribe(publicKey) {
    const worker = await registration();
    if (!worker) return null;
    if ((await Notification.requestPermission()) !== 'granted') return null;
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return asInput(subscription);
  },
  async unsubscribe() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
