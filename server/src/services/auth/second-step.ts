/**
 * The second step of sign-in (docs/rules/auth.md, "Two-factor"). `firstFactorPassed` is what any first
 * step calls once it knows the user (the password today, another provider later): it starts the
 * session, or hands a ticket for the second step when the user has two-factor or the settings require
 * it. The ticket is random, kept hashed, valid 5 minutes, bound to its user and used once; it takes
 * TICKET_CODES codes at most, and the last of them wrong ends it.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  CODE_OR_RECOVERY,
  type EnrolledLogin,
  INVALID_CODE,
  INVALID_RECOVERY_CODE,
  type LoginCodeInput,
  NOT_ENROLLING,
  TICKET_EXPIRED,
  TOO_MANY_CODES,
  TWO_FACTOR_LOCKED,
  type TwoFactorSecret,
  type TwoFactorStep,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import {
  type OidcSessionLink,
  type TwoFactorTicketRow,
  twoFactorTickets,
  type UserRow,
} from '../../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error';
import { groupOf, recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import {
  assertCodesLeft,
  type CodeLimit,
  countAccountWrongCode,
  countWrongCode,
  unlockAccount,
} from './code-attempts';
import { findActiveUserById } from './find-user';
import { newRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { type Device, holdsLiveSession, type IssuedRefreshToken, issueRefreshToken } from './refresh-tokens';
import { hashToken, newSecretToken } from './secret-token';
import { acceptCode, findTwoFactor, isConfirmed, isRequiredFor, startEnrolment } from './two-factor';

const TICKET_TTL_MS = 5 * 60_000;
/** docs/rules/auth.md#two-factor: codes a ticket takes; many addresses cannot share more guesses than these. */
const TICKET_CODES = 5;

export interface SessionContext extends Device {
  /** How long the session's refresh token lasts. */
  ttlMs: number;
  /** The first factor was the provider's (oidc-handoff.ts): the session keeps its identity. */
  oidc?: OidcSessionLink;
}

export interface StartedSession {
  user: UserRow;
  refresh: IssuedRefreshToken;
}

export type FirstFactor = ({ ok: true } & StartedSession) | { ok: true; step: TwoFactorStep };

/** The session and its `sign-in` entry, together (docs/rules/audit.md#d10.1). */
async function startSession(tx: Db, user: UserRow, at: Date, context: SessionContext) {
  const refresh = await issueRefreshToken(tx, user.id, { now: at, ttlMs: context.ttlMs }, context);
  await recordAudit(tx, {
    action: 'sign-in',
    actor: { _id: user.id, name: user.name, role: user.role },
    at,
    target: { kind: 'user', id: user.id, label: user.name },
    ...(context.oidc ? { after: { via: 'provider' } } : {}),
    ip: context.ip,
    adminId: groupOf(user),
  });
  return refresh;
}

export async function firstFactorPassed(
  { db }: Deps<'db'>,
  user: UserRow,
  at: Date,
  context: SessionContext,
): Promise<FirstFactor> {
  const purpose = isConfirmed(await findTwoFactor(db, user.id))
    ? 'code'
    : (await isRequiredFor(db, user.role))
      ? 'enrol'
      : null;
  if (purpose === null) {
    const refresh = await db.transaction((tx) => startSession(tx, user, at, context));
    return { ok: true, user, refresh };
  }
  const ticket = newSecretToken();
  await db.insert(twoFactorTickets).values({
    tokenHash: hashToken(ticket),
    userId: user.id,
    purpose,
    expiresAt: new Date(at.getTime() + TICKET_TTL_MS),
    oidc: context.oidc ?? null,
  });
  return { ok: true, step: { twoFactor: purpose === 'code' ? 'required' : 'enrol', ticket } };
}

/** The ticket's row while it is unused, unexpired and has codes left, with its user still active. */
async function openTicket(db: Db, ticket: string, at: Date) {
  const [row] = await db
    .select()
    .from(twoFactorTickets)
    .where(
      and(
        eq(twoFactorTickets.tokenHash, hashToken(ticket)),
        isNull(twoFactorTickets.usedAt),
        gt(twoFactorTickets.expiresAt, at),
        lt(twoFactorTickets.codesTried, TICKET_CODES),
      ),
    );
  const user = row && (await findActiveUserById(db, row.userId));
  if (!row || !user) throw unauthorized(TICKET_EXPIRED);
  return { row, user };
}

/** A sign-in the settings hold for set-up gets its secret; a new one replaces any earlier unconfirmed. */
export async function enrolWithTicket(
  { db, now }: Deps<'db' | 'now'>,
  ticket: string,
): Promise<TwoFactorSecret> {
  const at = now();
  const { row, user } = await openTicket(db, ticket, at);
  if (row.purpose !== 'enrol') throw conflict(NOT_ENROLLING);
  return startEnrolment(db, user, at);
}

/** A wrong code rolls the step back, then counts. */
class WrongCode extends Error {}

/**
 * Counts a code against the ticket before it is checked, so codes sent at once from many addresses
 * are TICKET_CODES at most; none left is an ended sign-in. The count alone ends it: a code counted
 * before the last one is still checked, whichever of them the database answers first.
 */
async function tryTicket(db: Db, ticket: TwoFactorTicketRow): Promise<number> {
  const [tried] = await db
    .update(twoFactorTickets)
    .set({ codesTried: sql`${twoFactorTickets.codesTried} + 1` })
    .where(
      and(
        eq(twoFactorTickets.tokenHash, ticket.tokenHash),
        isNull(twoFactorTickets.usedAt),
        lt(twoFactorTickets.codesTried, TICKET_CODES),
      ),
    )
    .returning({ codesTried: twoFactorTickets.codesTried });
  if (!tried) throw unauthorized(TICKET_EXPIRED);
  return tried.codesTried;
}

export interface SecondStepContext extends SessionContext, Pick<CodeLimit, 'max' | 'windowMs'> {
  /** The refresh cookie the browser sent, if any: a browser signed in as the user is not locked out. */
  refreshToken: string | undefined;
}

/**
 * Takes the ticket and a code (or a recovery code) and starts the session: the ticket's use, the
 * code's step, a set-up's confirmation and recovery codes, the session and its entries commit
 * together or not at all. Wrong codes count per user and address, per ticket and, for an account with
 * two-factor on, per account (code-attempts.ts).
 */
export async function completeSecondStep(
  { db, now }: Deps<'db' | 'now'>,
  input: LoginCodeInput,
  context: SecondStepContext,
): Promise<StartedSession & Partial<Pick<EnrolledLogin, 'recoveryCodes'>>> {
  if ((input.code === undefined) === (input.recoveryCode === undefined)) throw badRequest(CODE_OR_RECOVERY);
  const at = now();
  const { row: ticket, user } = await openTicket(db, input.ticket, at);
  const limit: CodeLimit = { max: context.max, windowMs: context.windowMs, ip: context.ip };
  await assertCodesLeft(db, user.id, limit);
  const secret = await findTwoFactor(db, user.id);
  // A set-up's ticket takes the first code of the secret it made; a code's ticket, a confirmed one's.
  const enrolling = ticket.purpose === 'enrol';
  if (enrolling && (!secret || isConfirmed(secret) || input.code === undefined))
    throw conflict(NOT_ENROLLING);
  const usable = secret && isConfirmed(secret) !== enrolling ? secret : undefined;
  // docs/rules/auth.md#two-factor: a locked account signs in only from a browser already signed in as it.
  const ownBrowser =
    context.refreshToken !== undefined && (await holdsLiveSession(db, user.id, context.refreshToken, at));
  if (!enrolling && secret?.lockedAt && !ownBrowser) throw forbidden(TWO_FACTOR_LOCKED);
  const tried = await tryTicket(db, ticket);
  try {
    return await db.transaction(async (tx) => {
      await spendTicket(tx, ticket, at);
      const accepted =
        input.code !== undefined
          ? usable !== undefined && (await acceptCode(tx, usable, input.code, at))
          : await spendRecoveryCode(tx, user.id, input.recoveryCode!, at);
      if (!accepted) throw new WrongCode();
      const recoveryCodes = enrolling ? await finishEnrolment(tx, user, at, context.ip) : undefined;
      if (ownBrowser && !enrolling) await unlockAccount(tx, user.id);
      const refresh = await startSession(tx, user, at, { ...context, oidc: ticket.oidc ?? undefined });
      return { user, refresh, ...(recoveryCodes ? { recoveryCodes } : {}) };
    });
  } catch (error) {
    if (!(error instanceof WrongCode)) throw error;
    const ended = tried >= TICKET_CODES;
    const locked = !enrolling && (await countAccountWrongCode(db, user.id, at));
    await countWrongCode(db, user.id, limit);
    if (locked && !ownBrowser) throw forbidden(TWO_FACTOR_LOCKED);
    if (ended) throw unauthorized(TOO_MANY_CODES);
    throw unauthorized(input.code !== undefined ? INVALID_CODE : INVALID_RECOVERY_CODE);
  }
}

/** Used once: a second use of the same ticket, even at the same moment, finds it taken. */
async function spendTicket(tx: Db, ticket: TwoFactorTicketRow, at: Date) {
  const used = await tx
    .update(twoFactorTickets)
    .set({ usedAt: at })
    .where(and(eq(twoFactorTickets.tokenHash, ticket.tokenHash), isNull(twoFactorTickets.usedAt)))
    .returning({ tokenHash: twoFactorTickets.tokenHash });
  if (used.length !== 1) throw unauthorized(TICKET_EXPIRED);
}

/** A confirmed set-up: its recovery codes and its entry (docs/rules/audit.md#d10.1). */
export async function finishEnrolment(tx: Db, user: UserRow, at: Date, ip: string) {
  const codes = await newRecoveryCodes(tx, user.id);
  await recordAudit(tx, {
    action: 'two-factor-enabled',
    actor: { _id: user.id, name: user.name, role: user.role },
    at,
    target: { kind: 'user', id: user.id, label: user.name },
    ip,
    adminId: groupOf(user),
  });
  return codes;
}
