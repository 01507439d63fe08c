import { describe, expect, it } from 'vitest';
import { acceptedStep, codeAt, newTotpSecret, otpauthUri, stepAt } from './totp';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const at = new Date('2026-03-10T15:00:10.000Z');
const step = stepAt(at);
const seconds = (s: number) => new Date(at.getTime() + s * 1000);

describe('authenticator codes', () => {
  it('gives RFC 6238 codes', () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082, of which an app shows the last six digits.
    expect(codeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('takes the code of now, the step before and the step after', () => {
    expect(acceptedStep(secret, codeAt(secret, at), at, null)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, seconds(-30)), at, null)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, seconds(30)), at, null)).toBe(step + 1);
  });

  it('refuses a code two steps away either side', () => {
    expect(acceptedStep(secret, codeAt(secret, seconds(-60)), at, null)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, seconds(60)), at, null)).toBeNull();
  });

  it('refuses a code of the last accepted step or an older one: no replay', () => {
    const code = codeAt(secret, at);
    expect(acceptedStep(secret, code, at, step)).toBeNull();
    expect(acceptedStep(secret, code, seconds(25), step)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, seconds(-30)), at, step - 1)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, seconds(30)), at, step)).toBe(step + 1);
  });

  it('drops spaces typed between the digits and refuses other codes', () => {
    const code = codeAt(secret, at);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at, null)).toBe(step);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptedStep(secret, wrong, at, null)).toBeNull();
  });

  it('makes distinct base32 secrets and a URI the apps read', () => {
    const made = newTotpSecret();
    expect(made).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(made);
    expect(otpauthUri(made, 'ana@staff.test')).toBe(
      `otpauth://totp/Rental%20Leads:ana%40staff.test?issuer=Rental%20Leads&secret=${made}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
