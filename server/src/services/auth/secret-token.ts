/** Random tokens handed to a client once and kept only as a sha256 hash, so a database leak reveals none. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
