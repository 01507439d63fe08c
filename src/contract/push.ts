/**
 * Web Push (docs/rules/notifications.md): a device's subscription as the browser's PushSubscription
 * gives it, the server's public key, and what one notification carries to the service worker.
 */
import { type Infer, object } from 'superstruct';
import { requiredText } from './rules';

/** The longest endpoint kept: the push services' own stay well under it. */
export const PUSH_ENDPOINT_MAX = 1000;

export const PUSH_ENDPOINT_INVALID = 'The subscription endpoint must be an https address';
export const PUSH_KEY_INVALID = 'The subscription keys are not valid';
/** DELETE of an endpoint that is not one of the caller's devices (404). */
export const PUSH_SUBSCRIPTION_NOT_FOUND = 'This device has no subscription of yours';

/** Unpadded base64url of `bytes` bytes, the form PushSubscription.toJSON() writes its keys in. */
const base64urlOf = (text: string, bytes: number): boolean =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) && Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes;

/** The client's P-256 public key, uncompressed (65 bytes, RFC 8291 §3.1). */
export const isP256PublicKey = (text: string): boolean => base64urlOf(text, 65) && text.startsWith('B');

/** The authentication secret (16 bytes, RFC 8291 §3.2). */
export const isAuthSecret = (text: string): boolean => base64urlOf(text, 16);

const endpointField = requiredText('Endpoint', PUSH_ENDPOINT_MAX, undefined, (v) => {
  try {
    const { protocol } = new URL(v);
    return protocol === 'https:' || protocol === 'http:' ? true : PUSH_ENDPOINT_INVALID;
  } catch {
    return PUSH_ENDPOINT_INVALID;
  }
});

export const PushSubscriptionInput = object({
  endpoint: endpointField,
  keys: object({
    p256dh: requiredText('p256dh', 200, undefined, (v) => isP256PublicKey(v) || PUSH_KEY_INVALID),
    auth: requiredText('auth', 100, undefined, (v) => isAuthSecret(v) || PUSH_KEY_INVALID),
  }),
});
export type PushSubscriptionInput = Infer<typeof PushSubscriptionInput>;

/** The device's subscription to remove, named by its endpoint. */
export const PushEndpointInput = object({ endpoint: endpointField });
export type PushEndpointInput = Infer<typeof PushEndpointInput>;

/** GET /push/key: the server's VAPID public key, `applicationServerKey` of the browser's subscribe. */
export interface PushKey {
  publicKey: string;
}

/** POST /push/test: how many of the caller's devices the push service accepted the test for. */
export interface PushTestResult {
  sent: number;
}

/** What the service worker shows (docs/rules/notifications.md#d16.3): no personal field beyond a client's first name. */
export interface PushNotice {
  title: string;
  body: string;
  /** The host page's address to open on a tap: its hash route. */
  url: string;
  /** One notification a subject: a later one about the same thing replaces it on the device. */
  tag: string;
}

/**
 * Where a tap opens (docs/rules/notifications.md#d16.4): the host page's hash routes (src/lib/routes.ts
 * names the same paths). `callback` opens Collect on that due callback of the picker's; `thread`, the
 * lead's conversation from the creator's bell.
 */
export const PUSH_URLS = {
  callback: (rentalId: string) => `#/data-picker/collect?callback=${encodeURIComponent(rentalId)}`,
  collect: '#/data-picker/collect',
  leaderCallbacks: '#/team-leader/manage-by-pickers',
  thread: (rentalId: string) => `#/data-creator/my-leads?thread=${encodeURIComponent(rentalId)}`,
  profile: '#/profile',
};
