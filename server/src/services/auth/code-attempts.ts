/**
 * Wrong two-factor codes are limited per user and address (docs/rules/auth.md, "Two-factor"): the
 * failures alone are counted, in the database on PGlite and PostgreSQL alike, so every process sees
 * them; past the limit every code is refused with a 429 until the window ends, a right one too.
 * At sign-in they are also counted per account, whatever the address: a day's ACCOUNT_WRONG_CODES
 * lock the account's two-factor sign-in until a browser signed in as the account, or the
 * super-admin's reset, lifts it.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { english } from '../../../../src/contract';
import { refusalsCatalog } from '../../../../src/locales/refusals';
import type { Db } from '../../db/database';
import { twoFactors } from '../../db/schema';
import { saying, tooMany } from '../../lib/http-error';
import { clearAttempts, countAttempt, peekAttempts } from './attempt-counters';

export interface CodeLimit {
  max: number;
  windowMs: number;
  ip: string;
}

const keyOf = (userId: string, ip: string) => `two-factor ${userId} ip ${normalizeIP(ip)}`;

const refusal = (ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const text = { id: 'auth.tooManyAttempts', values: { seconds } };
  return saying(tooMany(english(refusalsCatalog, text.id, text.values), seconds), text);
};

/** Throws the 429 when the user has used up its wrong codes from this address. */
export async function assertCodesLeft(db: Db, userId: string, limit: CodeLimit): Promise<void> {
  const { count, ttlMs } = await peekAttempts(db, keyOf(userId, limit.ip));
  if (count >= limit.max) throw refusal(ttlMs);
}

/** Counts a wrong code; the one that reaches the limit is told so. */
export async function countWrongCode(db: Db, userId: string, limit: CodeLimit): Promise<void> {
  const { count, ttlMs } = await countAttempt(db, keyOf(userId, limit.ip), limit.windowMs);
  if (count > limit.max) throw refusal(ttlMs);
}

/** Wrong codes (and recovery codes) at sign-in that lock an account's two-factor sign-in within a day. */
const ACCOUNT_WRONG_CODES = 20;
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

const accountKeyOf = (userId: string) => `two-factor account ${userId}`;

/**
 * Counts a wrong code at sign-in against the account, from any address; the one that reaches the
 * day's limit locks its two-factor sign-in. Codes checked at once may pass the limit by those in
 * flight: each ticket's own cap bounds them (second-step.ts). True when the account is locked.
 */
export async function countAccountWrongCode(db: Db, userId: string, at: Date): Promise<boolean> {
  const { count } = await countAttempt(db, accountKeyOf(userId), ACCOUNT_WINDOW_MS);
  if (count < ACCOUNT_WRONG_CODES) return false;
  await db
    .update(twoFactors)
    .set({ lockedAt: at })
    .where(
      and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt), isNull(twoFactors.lockedAt)),
    );
  return true;
}

/** Forgets the account's wrong codes of the day: its two-factor removed, or its lock lifted. */
export const forgetAccountWrongCodes = (db: Db, userId: string) => clearAttempts(db, accountKeyOf(userId));

/** Lifts the lock and forgets the day's count: a sign-in from a browser signed in as the account. */
export async function unlockAccount(db: Db, userId: string): Promise<void> {
  await db.update(twoFactors).set({ lockedAt: null }).where(eq(twoFactors.userId, userId));
  await forgetAccountWrongCodes(db, userId);
}
