/**
 * A key's secret (docs/rules/integrations.md#d15.3): `rlk_<publicId>_<secret>`, the public id found by
 * its index and the whole compared by hash. The secret part is 256 random bits, so a plain SHA-256
 * cannot be reversed or guessed: a slow password hash would only slow every request down.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../../src/contract';

const PUBLIC_ID = /^[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new key's public id, whole secret and its hash. */
export function newSecret(): { publicId: string; secret: string; hash: string } {
  const publicId = randomBytes(6).toString('hex');
  const secret = `${API_KEY_PREFIX}${publicId}_${randomBytes(32).toString('base64url')}`;
  return { publicId, secret, hash: hashSecret(secret) };
}

/** The public id of a secret in the right shape; undefined for anything else. */
export function publicIdOf(secret: string): string | undefined {
  // `rlk_`, 12 hex digits, `_`, the secret part.
  const start = API_KEY_PREFIX.length;
  if (!secret.startsWith(API_KEY_PREFIX) || secret[start + 12] !== '_') return undefined;
  const id = secret.slice(start, start + 12);
  return PUBLIC_ID.test(id) && SECRET.test(secret.slice(start + 13)) ? id : undefined;
}

/** Whether `secret` hashes to `hash`, in constant time. */
export const matches = (secret: string, hash: string): boolean =>
  timingSafeEqual(Buffer.from(hashSecret(secret), 'hex'), Buffer.from(hash, 'hex'));

/** What the list shows of a key: its prefix and public id. */
export const prefixOf = (publicId: string): string => `${API_KEY_PREFIX}${publicId}`;
