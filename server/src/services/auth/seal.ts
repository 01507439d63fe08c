/**
 * Secrets kept encrypted at rest (an authenticator's secret): AES-256-GCM under a key that is a server
 * secret of its own, shared through the database (server-secret.ts), so a copy of one table alone
 * reveals no secret and every process can open what another sealed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { getOrCreateSecret } from './server-secret';

const keyOf = async (db: Db) =>
  createHash('sha256')
    .update(await getOrCreateSecret(db, 'two-factor-key'))
    .digest();

export async function seal(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Db, sealed: string): Promise<string> {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}
