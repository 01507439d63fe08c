/**
 * Recovery codes (docs/rules/auth.md, "Two-factor"): ten a set, shown once, kept as sha256 hashes (50
 * random bits each, tried only through the rate-limited second step), each accepted once.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recoveryCodes } from '../../db/schema';
import { hashToken } from './secret-token';

const CODES = 10;
/** Crockford's base32 in lower case: no i, l, o nor u to misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const newCode = () => {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** What a user types may carry spaces, dashes or capitals. */
const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Replaces the user's codes with a new set, answered once in clear. */
export async function newRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: CODES }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normalized(code)) })));
  return codes;
}

/** Marks the code used when it is one of the user's unused ones; one statement, so two uses race to one. */
export async function spendRecoveryCode(tx: Db, userId: string, code: string, at: Date): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.codeHash, hashToken(normalized(code))),
        eq(recoveryCodes.userId, userId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
