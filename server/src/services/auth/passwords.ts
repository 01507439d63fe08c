/** Password hashing with scrypt (docs/rules/auth.md#d3): memory-hard, salted, compared in constant time. */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const COST = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 64;

const derive = (password: string, salt: Buffer, bytes: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, bytes, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** The cost travels with the hash, so raising it later keeps old hashes verifiable. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length, cost);
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** Verified against when the email is unknown, so the answer takes as long as for a real account. */
export const dummyPasswordHash = (): Promise<string> =>
  (dummy ??= hashPassword(randomBytes(16).toString('base64url')));
