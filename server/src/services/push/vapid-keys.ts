/**
 * The server's VAPID key pair (docs/rules/notifications.md#d16.1): made on the first start and kept in the
 * database beside the other server secrets, so every process signs with the same key and a device's
 * subscription, made with its public half, outlives restarts.
 */
import webpush from 'web-push';
import type { Db } from '../../db/database';
import { getOrCreateSecret } from '../auth/server-secret';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const kept = await getOrCreateSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(kept) as VapidKeys;
  return { publicKey, privateKey };
}
