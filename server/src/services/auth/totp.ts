/**
 * Authenticator codes (RFC 6238 through otpauth): six digits, a 30-second step, SHA-1, as every common
 * app shows them. A code is taken from its own step or the one either side (a clock a little off, a
 * code typed as it turned), and only from a step after the last one accepted, so a code seen once
 * cannot sign in again (docs/rules/auth.md, "Two-factor").
 */
import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;
/** Steps either side of now a code may belong to. */
const WINDOW = 1;
const ISSUER = 'Rental Leads';

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S });

/** A fresh 160-bit secret, base32 as the apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the QR code holds: the apps read the secret, the issuer and the account from it. */
export const otpauthUri = (secret: string, account: string): string => totpOf(secret, account).toString();

export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_S);

/** The code of the step `at` falls in (the tests and the demo type it as an app would show it). */
export const codeAt = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The step `code` belongs to when it is a code of now's window and newer than `lastStep`; null
 * otherwise. Spaces typed between the digits are dropped.
 */
export function acceptedStep(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const totp = totpOf(secret);
  const token = Buffer.from(code.replace(/\s/g, ''));
  for (let delta = -WINDOW; delta <= WINDOW; delta += 1) {
    const step = stepAt(at) + delta;
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totp.generate({ timestamp: step * PERIOD_S * 1000 }));
    // Compared in constant time, as otpauth's own validate does: the time taken tells no digit.
    if (expected.length === token.length && timingSafeEqual(expected, token)) return step;
  }
  return null;
}
