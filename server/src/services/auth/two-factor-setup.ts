/**
 * A user's own two-factor (docs/rules/auth.md, "Two-factor"): its status, the set-up and its
 * confirmation with the password, new recovery codes, turning it off with the password; and the
 * super-admin's reset of someone's. Every change is in the audit trail in its own transaction
 * (docs/rules/audit.md#d10.1); a wrong code or password counts toward the same limit as the sign-in's
 * (code-attempts.ts).
 */
import {
  INVALID_CODE,
  NOT_ENROLLING,
  type PasswordAndCodeInput,
  type RecoveryCodes,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_REQUIRED,
  type TwoFactorSecret,
  type TwoFactorStatus,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import type { TwoFactorRow } from '../../db/schema';
import type { Actor, SessionUser } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/http-error';
import { type AuditActor, groupOf, recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { assertCodesLeft, type CodeLimit, countWrongCode } from './code-attempts';
import { checkPassword } from './password-check';
import { newRecoveryCodes, recoveryCodesLeft } from './recovery-codes';
import { finishEnrolment } from './second-step';
import type { SessionOwner } from './sessions';
import {
  acceptCode,
  findTwoFactor,
  isConfirmed,
  isRequiredFor,
  removeTwoFactor,
  startEnrolment,
} from './two-factor';

const actorOf = (user: Actor): AuditActor => ({ _id: user._id, name: user.name, role: user.role });
const groupOfCaller = (user: SessionUser) =>
  groupOf({ id: user._id, role: user.role, adminId: user.adminId });

export async function twoFactorStatus({ db }: Deps<'db'>, user: SessionUser): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, user._id);
  return {
    enabled: isConfirmed(row),
    required: await isRequiredFor(db, user.role),
    recoveryCodesLeft: isConfirmed(row) ? await recoveryCodesLeft(db, user._id) : 0,
  };
}

export async function enrol({ db, now }: Deps<'db' | 'now'>, user: SessionUser): Promise<TwoFactorSecret> {
  if (isConfirmed(await findTwoFactor(db, user._id))) throw conflict(TWO_FACTOR_ALREADY_ON);
  return startEnrolment(db, { id: user._id, email: user.email }, now());
}

/** A wrong code rolls its change back, then counts. */
class WrongCode extends Error {}

/** Runs `change` once `code` is taken for the row, in one transaction; a wrong code is a counted 400. */
async function withCode<T>(
  db: Db,
  row: TwoFactorRow,
  code: string,
  at: Date,
  limit: CodeLimit,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  await assertCodesLeft(db, row.userId, limit);
  try {
    return await db.transaction(async (tx) => {
      if (!(await acceptCode(tx, row, code, at))) throw new WrongCode();
      return change(tx);
    });
  } catch (error) {
    if (!(error instanceof WrongCode)) throw error;
    await countWrongCode(db, row.userId, limit);
    throw badRequest(INVALID_CODE, [{ path: 'code', message: INVALID_CODE }]);
  }
}

/** Both factors: the password, then the new secret's first code (docs/rules/auth.md#two-factor). */
export async function confirmEnrolment(
  { db, now }: Deps<'db' | 'now'>,
  user: SessionUser,
  input: PasswordAndCodeInput,
  limit: CodeLimit,
): Promise<RecoveryCodes> {
  const at = now();
  const row = await findTwoFactor(db, user._id);
  if (isConfirmed(row)) throw conflict(TWO_FACTOR_ALREADY_ON);
  if (!row) throw conflict(NOT_ENROLLING);
  const account = await checkPassword(db, user, input.password, limit);
  const recoveryCodes = await withCode(db, row, input.code, at, limit, (tx) =>
    finishEnrolment(tx, account, at, limit.ip),
  );
  return { recoveryCodes };
}

async function confirmedOf(db: Db, userId: string): Promise<TwoFactorRow> {
  const row = await findTwoFactor(db, userId);
  if (!isConfirmed(row)) throw conflict(TWO_FACTOR_NOT_ON);
  return row;
}

export async function renewRecoveryCodes(
  { db, now }: Deps<'db' | 'now'>,
  user: SessionUser,
  code: string,
  limit: CodeLimit,
): Promise<RecoveryCodes> {
  const at = now();
  const row = await confirmedOf(db, user._id);
  const recoveryCodes = await withCode(db, row, code, at, limit, async (tx) => {
    const codes = await newRecoveryCodes(tx, user._id);
    await recordAudit(tx, {
      action: 'two-factor-codes-renewed',
      actor: actorOf(user),
      at,
      target: { kind: 'user', id: user._id, label: user.name },
      ip: limit.ip,
      adminId: groupOfCaller(user),
    });
    return codes;
  });
  return { recoveryCodes };
}

/** Both factors again: the password, then a code. Refused while the settings require it of the role. */
export async function disableTwoFactor(
  { db, now }: Deps<'db' | 'now'>,
  user: SessionUser,
  input: PasswordAndCodeInput,
  limit: CodeLimit,
): Promise<void> {
  const at = now();
  const row = await confirmedOf(db, user._id);
  if (await isRequiredFor(db, user.role)) throw conflict(TWO_FACTOR_REQUIRED);
  await checkPassword(db, user, input.password, limit);
  await withCode(db, row, input.code, at, limit, async (tx) => {
    await removeTwoFactor(tx, user._id);
    await recordAudit(tx, {
      action: 'two-factor-disabled',
      actor: actorOf(user),
      at,
      target: { kind: 'user', id: user._id, label: user.name },
      ip: limit.ip,
      adminId: groupOfCaller(user),
    });
  });
}

/** The super-admin's reset: the user sets two-factor up again, at its next sign-in if required. */
export async function resetTwoFactor(
  { db, now }: Deps<'db' | 'now'>,
  by: Actor,
  owner: SessionOwner,
): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    if (!(await removeTwoFactor(tx, owner.id))) throw conflict(TWO_FACTOR_NOT_ON);
    await recordAudit(tx, {
      action: 'two-factor-reset',
      actor: actorOf(by),
      at,
      target: { kind: 'user', id: owner.id, label: owner.name },
      adminId: groupOf(owner),
    });
  });
}
