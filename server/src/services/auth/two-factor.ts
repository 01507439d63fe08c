/**
 * A user's authenticator secret (docs/rules/auth.md, "Two-factor"): set up unconfirmed, confirmed by
 * a first code, and each code accepted once: the step of the last one is kept and the next code must
 * be of a later step, checked and written in one statement, so two uses of a code race to one.
 */
import { and, eq, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { Role, TwoFactorRequiredFor, TwoFactorSecret } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { recoveryCodes, settings, type TwoFactorRow, twoFactors, twoFactorTickets } from '../../db/schema';
import { forgetAccountWrongCodes } from './code-attempts';
import { seal, unseal } from './seal';
import { acceptedStep, newTotpSecret, otpauthUri } from './totp';

/** The blank margin a QR code needs around it, in modules, to be read (ISO/IEC 18004). */
const QUIET_ZONE = 4;

const REQUIRED_ROLES: Record<TwoFactorRequiredFor, readonly Role[]> = {
  nobody: [],
  admins: ['super-admin', 'admin'],
  leaders: ['super-admin', 'admin', 'team-leader'],
};

/** Whether the settings require two-factor of `role`. */
export async function isRequiredFor(db: Db, role: Role): Promise<boolean> {
  const [row] = await db.select({ requiredFor: settings.twoFactorRequiredFor }).from(settings);
  return REQUIRED_ROLES[row?.requiredFor ?? 'nobody'].includes(role);
}

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row;
}

export const isConfirmed = (row: TwoFactorRow | undefined): row is TwoFactorRow =>
  row?.confirmedAt !== null && row?.confirmedAt !== undefined;

/** A new unconfirmed secret in place of any unconfirmed one; answered once, never again. */
export async function startEnrolment(
  db: Db,
  user: { id: string; email: string },
  at: Date,
): Promise<TwoFactorSecret> {
  const secret = newTotpSecret();
  const secretSealed = await seal(db, secret);
  await db
    .insert(twoFactors)
    .values({ userId: user.id, secretSealed, createdAt: at })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secretSealed, createdAt: at, lastStep: null },
      // A confirmed secret is replaced only by turning two-factor off first.
      setWhere: isNull(twoFactors.confirmedAt),
    });
  const otpauthUriOf = otpauthUri(secret, user.email);
  return { secret, otpauthUri: otpauthUriOf, qrSvg: renderSVG(otpauthUriOf, { border: QUIET_ZONE }) };
}

/**
 * Takes `code` for the row's secret, confirmed or waiting for its first code, and keeps its step;
 * false when the code is wrong, too old or already used, or the secret changed meanwhile. A first code
 * also confirms the secret.
 */
export async function acceptCode(tx: Db, row: TwoFactorRow, code: string, at: Date): Promise<boolean> {
  const step = acceptedStep(await unseal(tx, row.secretSealed), code, at, row.lastStep);
  if (step === null) return false;
  const newer: SQL = or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, step))!;
  const kept = await tx
    .update(twoFactors)
    .set({ lastStep: step, confirmedAt: row.confirmedAt ?? at })
    .where(and(eq(twoFactors.userId, row.userId), eq(twoFactors.secretSealed, row.secretSealed), newer))
    .returning({ userId: twoFactors.userId });
  return kept.length === 1;
}

/**
 * Removes the user's second factor: its secret (and any lock on it), its recovery codes, its open
 * tickets and the day's wrong codes; false when it had none on.
 */
export async function removeTwoFactor(tx: Db, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt)))
    .returning({ userId: twoFactors.userId });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactorTickets).where(eq(twoFactorTickets.userId, userId));
  await forgetAccountWrongCodes(tx, userId);
  return removed.length === 1;
}
