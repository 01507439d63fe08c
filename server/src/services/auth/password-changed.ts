/**
 * A password reset ends the account's access tokens at once (docs/rules/auth.md#d3.6, docs/decisions.md#p78), not when they expire: a token
 * issued before `users.password_changed_at` is refused like an expired one.
 */
/**
 * A token's `iat` counts whole seconds, so the change is compared at the second it fell in: a token
 * issued in that second counts as issued after it. Comparing to the millisecond would refuse the token
 * of a sign-in made right after the reset (its `iat` rounds down to before the change), and the client
 * could not sign in again for up to a second; the cost is that a token issued in the same second just
 * before the reset survives, which nobody can arrange on purpose. The column keeps the exact instant.
 */
export function issuedBeforePasswordChange(iat: number | undefined, changedAt: Date | null): boolean {
  if (changedAt === null) return false;
  return (iat ?? 0) < Math.floor(changedAt.getTime() / 1000);
}
