/**
 * Two-factor sign-in with an authenticator app (docs/rules/auth.md, "Two-factor"): the second step of
 * sign-in, enrolment, recovery codes and their messages. Its own module, loaded only by the parts that
 * use it (the login's second step, the profile's Two-factor, the staff table's reset); the setting that
 * requires it is in settings-labels.ts.
 */
import { define, type Infer, object, optional } from 'superstruct';
import type { LoginResult } from './auth';
import { FIELD_MAX } from './enums';
import { requiredText } from './rules';

/** An authenticator's code: six digits (spaces a user types between them are dropped). */
export const authCode = (label = 'Authentication code') =>
  define<string>(label, (v) => {
    if (typeof v !== 'string' || v.trim() === '') return `${label} is required`;
    return /^\d{6}$/.test(v.replace(/\s/g, '')) || `${label} must be 6 digits`;
  });

const ticket = requiredText('Ticket', 100);

/** The second step: an authenticator's code, or one of the recovery codes instead. */
export const LoginCodeInput = object({
  ticket,
  code: optional(authCode()),
  recoveryCode: optional(requiredText('Recovery code', 40)),
});
export type LoginCodeInput = Infer<typeof LoginCodeInput>;

export const TicketInput = object({ ticket });
export type TicketInput = Infer<typeof TicketInput>;

export const TwoFactorCodeInput = object({ code: authCode() });
export type TwoFactorCodeInput = Infer<typeof TwoFactorCodeInput>;

/**
 * Turning two-factor on or off asks for both factors: the password, so an access token alone (a
 * stolen one) can neither lock the owner out with another secret nor take the second factor away.
 */
export const PasswordAndCodeInput = object({
  password: define<string>(
    'password',
    (v) => (typeof v === 'string' && v !== '' && v.length <= FIELD_MAX.password) || 'Password is required',
  ),
  code: authCode(),
});
export type PasswordAndCodeInput = Infer<typeof PasswordAndCodeInput>;

/**
 * Sign-in's answer when the password was right and a second step follows: `required` asks for a code,
 * `enrol` (two-factor required by the settings and not set up yet) sets it up first. The ticket
 * stands for the first factor: short-lived, single-use, bound to the user.
 */
export interface TwoFactorStep {
  twoFactor: 'required' | 'enrol';
  ticket: string;
}

export type LoginAnswer = LoginResult | TwoFactorStep;

/** A new secret to add to an authenticator: shown once, before it is confirmed. */
export interface TwoFactorSecret {
  secret: string;
  otpauthUri: string;
  /** The QR code of `otpauthUri`, an SVG image made on the server. */
  qrSvg: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** A sign-in that set two-factor up answers its recovery codes with the session. */
export type EnrolledLogin = LoginResult & Partial<RecoveryCodes>;

export interface TwoFactorStatus {
  enabled: boolean;
  /** The settings require it for the caller's role. */
  required: boolean;
  recoveryCodesLeft: number;
}

export const TWO_FACTOR_PROMPT = 'Enter the code from your authenticator app';
export const TWO_FACTOR_ENROL_PROMPT = 'Set up two-factor to sign in';
export const INVALID_CODE = 'Invalid authentication code';
export const INVALID_RECOVERY_CODE = 'Invalid recovery code';
export const CODE_OR_RECOVERY = 'Enter an authentication code or a recovery code';
export const TICKET_EXPIRED = 'Your sign-in has expired, please sign in again';
/** A ticket's fifth wrong code ends it (docs/rules/auth.md#two-factor). */
export const TOO_MANY_CODES = 'Too many wrong codes, please sign in again';
/** A day's wrong codes locked the account's two-factor sign-in (docs/rules/auth.md#two-factor). */
export const TWO_FACTOR_LOCKED =
  'Two-factor sign-in is locked after too many wrong codes: ask the super-admin to reset your two-factor';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor is already on';
export const TWO_FACTOR_NOT_ON = 'Two-factor is not on';
export const TWO_FACTOR_REQUIRED = 'Two-factor is required for your role';
export const NOT_ENROLLING = 'Start the set-up again: no new secret is waiting';
export const WRONG_PASSWORD = 'Wrong password';
