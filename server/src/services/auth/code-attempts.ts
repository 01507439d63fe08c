/**
 * Wrong two-factor codes are limited per user and address (docs/rules/auth.md, "Two-factor"): the
 * failures alone are counted, in the database on PGlite and PostgreSQL alike, so every process sees
 * them; past the limit every code is refused with a 429 until the window ends, a right one too.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { english } from '../../../../src/contract';
import { refusalsCatalog } from '../../../../src/locales/refusals';
import type { Db } from '../../db/database';
import { saying, tooMany } from '../../lib/http-error';
import { countAttempt, peekAttempts } from './attempt-counters';

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
