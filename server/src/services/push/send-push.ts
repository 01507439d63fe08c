/**
 * One notification to one device (docs/rules/notifications.md#d16.3): web-push encrypts it to the
 * subscription's keys (RFC 8291, aes128gcm) and signs the VAPID header; the request goes out through
 * fetch, which also reaches the tests' plain-http push service on loopback (web-push's own sender
 * speaks https only).
 */
import webpush from 'web-push';
import type { PushNotice } from '../../../../src/contract';
import type { VapidKeys } from './vapid-keys';

/** Who signs: the key pair and the contact the push services may write to (VAPID's `sub`). */
export interface PushSigner {
  keys: VapidKeys;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long the push service keeps it for an offline device, and how soon it must wake the device (RFC 8030 §5.2–5.3). */
export interface PushDelivery {
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
}

/** sent: accepted; gone: the subscription is dead (404/410) and must be removed; failed: try no further now. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

const SEND_TIMEOUT_MS = 10_000;

export async function sendPush(
  signer: PushSigner,
  target: PushTarget,
  notice: PushNotice,
  delivery: PushDelivery,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(notice),
    {
      vapidDetails: { subject: signer.subject, ...signer.keys },
      TTL: delivery.ttlSeconds,
      urgency: delivery.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
